import type { RendererServices } from '../contract';

export type Notice = Parameters<RendererServices['notify']>[0];

/** A notice on screen, with an id to dismiss it. */
export interface ShownNotice extends Notice {
  id: number;
}

/** The toasts of one form, kept outside React so anything can raise one. */
export interface Notifier {
  notify(notice: Notice): void;
  dismiss(id: number): void;
  list(): readonly ShownNotice[];
  subscribe(listener: () => void): () => void;
}

/** At most this many toasts show at once; older ones leave first. */
export const MAX_NOTICES = 4;

export function createNotifier(): Notifier {
  let notices: readonly ShownNotice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    notify(notice) {
      const shown: ShownNotice = { ...notice, id: nextId++ };
      notices = [...notices, shown].slice(-MAX_NOTICES);
      emit();
    },
    dismiss(id) {
      const next = notices.filter((notice) => notice.id !== id);
      if (next.length === notices.length) return;
      notices = next;
      emit();
    },
    list: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
