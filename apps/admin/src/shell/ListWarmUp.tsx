import type { RouteRecord } from '@org/api-contract';
import { AppLayout } from '@org/app-kit';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { zhCN } from '@mui/x-data-grid/locales';
import {
  LIST_GRID_SLOTS,
  LIST_HEADER_HEIGHT,
  LIST_ROW_HEIGHT,
  Pager,
  RowButton,
  RowSwitch,
  SearchArea,
} from '@org/app-kit/list';

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
        <RowButton tabIndex={-1}>–</RowButton>
      </span>
    ),
  },
];

/** A sidebar group with two screens (paths that lead nowhere: nothing here can be reached). */
const sampleRoute = (name: string, children?: RouteRecord[]): RouteRecord => ({
  path: name,
  name,
  component: children ? null : name,
  hidden: false,
  alwaysShow: false,
  meta: {
    title: name,
    titleEn: name,
    icon: null,
    roles: [],
    resourceCode: name,
    resourceType: children ? 'DIR' : 'MENU',
    keepAlive: false,
    affix: false,
  },
  ...(children ? { children } : {}),
});
const ROUTES = [sampleRoute('warm-up', [sampleRoute('a'), sampleRoute('b')])];
const BREADCRUMBS = [{ title: 'a' }, { title: 'b' }];
const USER = { name: 'a', avatar: null };
const ignore = () => undefined;

/**
 * A screen drawn once out of sight while the sign-in form waits for the user (the layout with
 * its sidebar, a search area, the data grid and the pager): their code runs and their styles
 * enter the page then, so the first screen after sign-in draws without that first-time cost. Hidden from sight, pointer and assistive technology, and
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
        width: 1200,
        height: 700,
        visibility: 'hidden',
        pointerEvents: 'none',
        contain: 'strict',
      }}
    >
      <AppLayout
        routes={ROUTES}
        sysName=""
        logo=""
        breadcrumbs={BREADCRUMBS}
        user={USER}
        onLogout={ignore}
      >
        <SearchArea onSearch={ignore} onReset={ignore}>
          <TextField size="small" label="–" tabIndex={-1} />
          <TextField select size="small" label="–" value="" tabIndex={-1} sx={{ minWidth: 120 }}>
            <MenuItem value="">–</MenuItem>
          </TextField>
        </SearchArea>
        <Box sx={{ height: 240 }}>
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
        <Pager total={20} pageNo={1} pageSize={10} onChange={ignore} />
      </AppLayout>
    </Box>
  );
}
