import { useCallback, useState } from 'react';
import { notify } from '../notices/notify';
import type { ListRow } from './use-list-query';

export interface ListRemovalOptions<Row extends ListRow> {
  /** Deletes the rows on the server (rejects with the server's reason, which the client shows). */
  remove: (ids: Row['id'][], rows: Row[]) => Promise<unknown>;
  /** The notice after the rows went; none when absent. */
  doneText?: string;
  /** The list's selection: cleared after a deletion. */
  selection: { clear: () => void };
  /** The list: told how many rows went, so a page left empty steps back. */
  list: { removed: (count: number) => void };
}

/**
 * Deleting rows of a list after a confirmation: `ask(rows)` opens the confirmation (one row from
 * its row actions, or the checked ones), `confirm` deletes them, says so, clears the selection
 * and steps back from a page left empty; `cancel` closes it. A failure keeps the list as it was
 * (the client has shown the server's message).
 */
export function useListRemoval<Row extends ListRow>({
  remove,
  doneText,
  selection,
  list,
}: ListRemovalOptions<Row>) {
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((rows: Row[]) => setDeleting(rows), []);
  const cancel = useCallback(() => setDeleting(null), []);
  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(
        deleting.map((row) => row.id),
        deleting,
      );
      if (doneText) notify(doneText, { variant: 'success', autoHideDuration: 3000 });
      selection.clear();
      list.removed(deleting.length);
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return {
    /** The rows waiting for the confirmation, or null when it is closed. */
    deleting,
    /** The one row when a single row is being deleted (its name goes into the question). */
    only: deleting?.length === 1 ? deleting[0] : undefined,
    busy,
    ask,
    cancel,
    confirm,
  };
}
