/**
 * The default notifier's queue: notices wait here until the designer's snackbar shows them,
 * one at a time, oldest first. An external store for `useSyncExternalStore`.
 */
import type { DesignerNotice } from '../services/types';

export interface QueuedNotice extends DesignerNotice {
  id: number;
}

export interface NoticeQueue {
  notify(notice: DesignerNotice): void;
  /** The notice on show, or null. */
  current(): QueuedNotice | null;
  /** Removes the notice with this id (the one on show, when it closes). */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
}

/** Notices kept waiting at most; a burst beyond it drops the oldest waiting ones. */
const QUEUE_LIMIT = 20;

export function createNoticeQueue(): NoticeQueue {
  let notices: QueuedNotice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    notify(notice) {
      notices = [...notices, { ...notice, id: nextId++ }];
      if (notices.length > QUEUE_LIMIT) notices = [notices[0]!, ...notices.slice(-QUEUE_LIMIT + 1)];
      emit();
    },
    current: () => notices[0] ?? null,
    dismiss(id) {
      const next = notices.filter((notice) => notice.id !== id);
      if (next.length === notices.length) return;
      notices = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
