import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser is idle (after the frames it has to draw; a timer where the
 * browser has no idle callback). Answers the function that cancels it.
 */
export function whenIdle(run: () => void, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * False until the browser has been idle once after the component was first drawn: what a
 * screen needs only later (a dialog's choices) is asked for then, so that it never holds back
 * what the screen shows first.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
