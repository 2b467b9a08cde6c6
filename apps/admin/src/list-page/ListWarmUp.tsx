import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { zhCN } from '@mui/x-data-grid/locales';
import {
  LIST_GRID_SLOTS,
  LIST_HEADER_HEIGHT,
  LIST_ROW_HEIGHT,
  RowButton,
  RowSwitch,
} from './RowControls';

interface SampleRow {
  id: number;
  name: string;
  status: number;
}

const ROWS: SampleRow[] = [
  { id: 1, name: 'a', status: 1 },
  { id: 2, name: 'b', status: 0 },
];

const COLUMNS: GridColDef<SampleRow>[] = [
  { field: 'name', headerName: 'name', flex: 1, sortable: true },
  {
    field: 'status',
    headerName: 'status',
    width: 90,
    renderCell: ({ row }) => <RowSwitch checked={row.status === 1} readOnly tabIndex={-1} />,
  },
  {
    field: 'actions',
    headerName: 'actions',
    width: 120,
    sortable: false,
    renderCell: () => (
      <span className="row-actions">
        <RowButton tabIndex={-1}>a</RowButton>
      </span>
    ),
  },
];

/**
 * A list drawn once out of sight while the sign-in form waits for the user: the data grid's
 * code runs and its styles enter the page then, so the first screen after sign-in draws its
 * rows without that first-time cost. Hidden from sight, pointer and assistive technology, and
 * removed again after it has been painted (its styles stay).
 */
export default function ListWarmUp() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setDone(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  if (done) return null;
  return (
    <Box
      aria-hidden
      inert
      sx={{
        position: 'fixed',
        left: -10_000,
        top: 0,
        width: 800,
        height: 240,
        visibility: 'hidden',
        pointerEvents: 'none',
        contain: 'strict',
      }}
    >
      <DataGrid
        slots={LIST_GRID_SLOTS}
        rowHeight={LIST_ROW_HEIGHT}
        columnHeaderHeight={LIST_HEADER_HEIGHT}
        rows={ROWS}
        columns={COLUMNS}
        rowCount={ROWS.length}
        paginationMode="server"
        sortingMode="server"
        checkboxSelection
        disableRowSelectionOnClick
        hideFooter
        disableColumnMenu
        localeText={zhCN.components.MuiDataGrid.defaultProps.localeText}
      />
    </Box>
  );
}
