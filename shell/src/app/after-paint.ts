/**
 * Runs `run` in a task after the browser's next frame has been painted: an animation frame, then a task. What runs
 * there can no longer hold that frame back (a remote to load and mount, a first render of the app). A tab in the
 * background paints nothing until it is shown: there is no frame to wait for, so `run` comes in the next task.
 */
export function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}
