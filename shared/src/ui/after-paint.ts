/**
 * Runs `run` in a task after the browser's next frame has been painted: an animation frame, then a task. What runs
 * there can no longer hold that frame back (a remote to load and mount, a first render of the app). A tab in the
 * background paints nothing until it is shown: there is no frame to wait for, so `run` comes in the next task. The
 * answer cancels `run` if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
