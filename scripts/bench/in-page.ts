/**
 * What runs inside the measured page. Kept as plain JavaScript strings, not functions: tsx compiles with
 * esbuild's keepNames, which wraps named functions in a `__name()` helper that does not exist in the page.
 */

export interface LongTask {
  start: number;
  duration: number;
}
export interface LayoutShift {
  start: number;
  value: number;
  hadRecentInput: boolean;
}
export interface LcpCandidate {
  start: number;
  size: number;
  /** Tag, id or class, and image URL or text of the element: tells which element decided the figure. */
  element: string;
}
export interface InPageFigures {
  /** performance.now() when read: the end of the quiet period. */
  now: number;
  fcp: number | null;
  /** Navigation Timing, for reference only: its responseStart ignores the emulated latency. */
  navigation: { responseStart: number; domContentLoaded: number; load: number } | null;
  longTasks: LongTask[];
  shifts: LayoutShift[];
  lcp: LcpCandidate[];
}

/**
 * Registered with addInitScript, so it runs before any of the page's scripts. Long tasks are never kept
 * in the performance buffer (a late observer sees none of them), hence an observer from the first moment;
 * LCP and layout shifts are collected the same way for symmetry.
 */
export const observersScript = `(() => {
  if (window.top !== window || window.__bench) return;
  const buffers = { longTasks: [], shifts: [], lcp: [] };
  window.__bench = buffers;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) onEntry(entry); }).observe({ type, buffered: true });
    } catch (error) { buffers.unsupported = (buffers.unsupported || []).concat(type); }
  };
  observe('longtask', (e) => buffers.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => buffers.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }));
  observe('largest-contentful-paint', (e) => {
    const el = e.element;
    const name = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/)[0] : '') : '(removed)';
    const text = !e.url && el ? ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
    buffers.lcp.push({ start: e.startTime, size: e.size, element: name + (e.url ? ' ' + e.url.slice(0, 120) : text) });
  });
})();`;

/** Evaluated after the quiet period: everything the page measured, as plain data. */
export const readFiguresScript = `(() => {
  const b = window.__bench || { longTasks: [], shifts: [], lcp: [] };
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    now: performance.now(),
    fcp: fcp ? fcp.startTime : null,
    navigation: nav ? { responseStart: nav.responseStart, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd } : null,
    longTasks: b.longTasks.slice(),
    shifts: b.shifts.slice(),
    lcp: b.lcp.slice(),
  };
})()`;

/** Cheap probe used while waiting for quiet: how many long tasks so far. */
export const longTaskCountScript = `(window.__bench ? window.__bench.longTasks.length : 0)`;

/**
 * Total blocking time: for each long task, the part beyond its first 50 ms that falls between FCP and the
 * end of the quiet period (Lighthouse's definition, clipped to that window).
 */
export function totalBlockingTime(tasks: readonly LongTask[], fcp: number, end: number): number {
  let sum = 0;
  for (const task of tasks) {
    const blockingStart = Math.max(task.start + 50, fcp);
    const blockingEnd = Math.min(task.start + task.duration, end);
    if (blockingEnd > blockingStart) sum += blockingEnd - blockingStart;
  }
  return sum;
}

/**
 * Cumulative layout shift as Chrome and Lighthouse report it: shifts without recent input, grouped in
 * session windows (gaps under 1 s, at most 5 s long); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) {
      windowSum = 0;
      windowStart = shift.start;
    }
    windowSum += shift.value;
    previous = shift.start;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}
