import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import type { ListRow } from './use-list-query';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows checked for a batch action, among the rows of the page shown. */
export function useSelection<Row extends ListRow>(rows: readonly Row[]) {
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const selectedRows = useMemo(
    () => rows.filter((row) => selection.ids.has(row.id)),
    [rows, selection],
  );
  const clear = useCallback(() => setSelection(EMPTY_SELECTION), []);
  return { selection, setSelection, selectedRows, clear };
}
