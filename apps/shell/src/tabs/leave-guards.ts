import { useEffect } from 'react';
import { askDiscard } from '../dialogs/ask';

/** Per tab key: the question to ask before its page is dropped, or null when nothing is lost. */
const guards = new Map<string, () => string | null>();

/**
 * While `question` is set, closing or refreshing the tab `key` (or the window) asks first.
 * A page with unsaved work calls it with the text of the question.
 */
export function useLeaveGuard(key: string, question: string | null): void {
  useEffect(() => {
    if (question === null) return undefined;
    guards.set(key, () => question);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = question;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      guards.delete(key);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [key, question]);
}

/**
 * True when the pages of `keys` may be dropped: none has unsaved work, or the user agreed in
 * the shell's dialog (one question per page with unsaved work).
 */
export async function mayLeave(keys: Iterable<string>): Promise<boolean> {
  for (const key of keys) {
    const question = guards.get(key)?.();
    if (question && !(await askDiscard({ text: question }))) return false;
  }
  return true;
}
