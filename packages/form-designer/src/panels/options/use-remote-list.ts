import { useCallback, useEffect, useState } from 'react';

export type RemoteList<T> =
  | { status: 'idle'; items: readonly T[]; retry: () => void }
  | { status: 'loading'; items: readonly T[]; retry: () => void }
  | { status: 'error'; items: readonly T[]; message: string; retry: () => void }
  | { status: 'ready'; items: readonly T[]; retry: () => void };

/**
 * Loads a list from a designer service (dictionaries, data views, view columns) while `load`
 * is given; reloads when it changes or on `retry`. An answer that arrives after the input
 * changed is dropped.
 */
export function useRemoteList<T>(load: (() => Promise<T[]>) | null): RemoteList<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    | { status: 'idle' | 'loading' | 'ready'; items: readonly T[] }
    | {
        status: 'error';
        items: readonly T[];
        message: string;
      }
  >({ status: 'idle', items: [] });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!load) {
      setState({ status: 'idle', items: [] });
      return;
    }
    let current = true;
    setState((previous) => ({ status: 'loading', items: previous.items }));
    load().then(
      (items) => {
        if (current) setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', items: [], message });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  return { ...state, retry } as RemoteList<T>;
}
