import type { OptionsObject, SnackbarMessage } from 'notistack';

type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => unknown;

/** The notices the page has asked for before the notice host (notistack) has loaded. */
const queue: [SnackbarMessage, OptionsObject | undefined][] = [];
let enqueue: Enqueue | null = null;
let hosts = 0;
const onWanted = new Set<() => void>();

/**
 * Shows a notice (notistack's `enqueueSnackbar` options). notistack loads after the first
 * paint, so a notice asked for earlier is kept and shown as soon as its host is mounted.
 */
export function notify(message: SnackbarMessage, options?: OptionsObject): void {
  if (enqueue) {
    enqueue(message, options);
    return;
  }
  queue.push([message, options]);
  for (const wanted of onWanted) wanted();
}

/** Shows a failure notice (5 s unless told). */
export function showError(message: string, duration = 5000): void {
  notify(message, { variant: 'error', autoHideDuration: duration });
}

/** Calls `listener` when a notice waits for the host; returns the unsubscribe. */
export function onNoticeWanted(listener: () => void): () => void {
  onWanted.add(listener);
  if (queue.length > 0) listener();
  return () => onWanted.delete(listener);
}

/** The host's side: called when a notice host is mounted; returns what to call on unmount. */
export function attachNoticeHost(hostEnqueue: Enqueue): () => void {
  hosts += 1;
  enqueue = hostEnqueue;
  for (const [message, options] of queue.splice(0)) hostEnqueue(message, options);
  return () => {
    hosts -= 1;
    if (hosts === 0) enqueue = null;
  };
}
