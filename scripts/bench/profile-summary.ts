/**
 * A V8 CPU profile (`node --cpu-prof`) summed up as text: the heaviest functions by self time, and the inclusive time
 * of the steps of a render that the shell's code names (React's work loop, the page data's JSON, gzip...), each as a
 * share of the whole profile.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Functions whose inclusive time says what a render costs (first occurrence on a stack only, so no double count). */
export const renderSteps = [
  'renderToPipeableStream',
  'performWork',
  'serializeForScript',
  'stringify',
  'stableState',
  'documentParts',
  'scriptSources',
  'createIntl',
  'shopIntl',
  'mergeMessages',
  'formatMessage',
  'gzip',
  'zlibBufferSync',
  'prefetchData',
  'settleQueries',
  'makeStore',
  'configureStore',
  'resetApiState',
  'injectEndpoints',
  'createPageState',
  'parse',
  'fetch',
] as const;

const fileOf = (url: string): string => (url ? (url.split('/').pop() ?? url) : '');

/** Self time per function (name, file and line) and inclusive time of `steps`, in microseconds, and the total. */
export function profileTimes(profile: CpuProfile, steps: readonly string[] = renderSteps) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>(steps.map((step) => [step, 0]));
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    total += delta;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${fileOf(url)}${url ? `:${lineNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)?.callFrame.functionName ?? '';
      if (inclusive.has(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
      }
    }
  });
  return { self, inclusive, total };
}

const percent = (part: number, total: number): string => `${((100 * part) / (total || 1)).toFixed(1)}%`;

/** The top `count` functions by self time (idle excluded from the shares), then the render steps' inclusive times. */
export function summarizeProfile(profile: CpuProfile, count = 25): string {
  const { self, inclusive, total } = profileTimes(profile);
  const idle = self.get('(idle)') ?? 0;
  const busy = total - idle;
  const lines = [`busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s (shares below are of busy time)`];
  lines.push('', 'self time:');
  const top = [...self.entries()].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [key, time] of top.slice(0, count)) lines.push(`  ${percent(time, busy).padStart(6)}  ${key}`);
  lines.push('', 'inclusive time of render steps:');
  for (const [name, time] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]))
    if (time > 0) lines.push(`  ${percent(time, busy).padStart(6)}  ${name}`);
  return lines.join('\n');
}
