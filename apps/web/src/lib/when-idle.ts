/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load): for work
 * a screen does not need to be drawn and used, such as opening a live connection. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  let cancelled = false;
  let cancelStep = () => undefined as void;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => !cancelled && task(), 1);
      cancelStep = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') run();
  else {
    window.addEventListener('load', run, { once: true });
    cancelStep = () => window.removeEventListener('load', run);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
