import type { ResourceNode } from '@org/api-contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useGridLocaleText } from '../list/grid-locale';
import { ListRowStyles } from '../list/RowControls';
import { notify, showError } from '../notices/notify';
import { type RbacSource, type RbacTexts, refusalOf } from './source';

const SORT_MAX = 1_000_000;
/** Columns drawn beyond the visible ones, in px: all of them, the actions column too. */
const COLUMN_BUFFER_PX = 4000;

export interface ResourceGridProps {
  source: RbacSource;
  texts: RbacTexts;
  /** The grid's name: the top level, or the resources below the chosen one. */
  label: string;
  rows: readonly ResourceNode[];
  loading: boolean;
  /** Shows what is below a resource (its name is a link when it has children). */
  onOpen: (id: number) => void;
  /** Whether the sort numbers may be changed (in the cell, after a double-click). */
  canSort: boolean;
  actionsOf: (node: ResourceNode) => ReactNode;
  /** The actions column's width; 0 leaves it out. */
  actionsWidth: number;
}

/**
 * The resources below the node chosen in the tree (or at the top level): name with its kind and
 * status, code, path, component, icon and sort; a name with resources below it opens them.
 * The sort number is changed in its cell; a number out of range is refused before it is sent.
 */
export function ResourceGrid({
  source,
  texts,
  label,
  rows,
  loading,
  onOpen,
  canSort,
  actionsOf,
  actionsWidth,
}: ResourceGridProps) {
  const { t, nameOf, typeOf } = texts;
  const localeText = useGridLocaleText(t('list.empty'));

  const columns = useMemo<GridColDef<ResourceNode>[]>(() => {
    const list: GridColDef<ResourceNode>[] = [
      {
        field: 'resourceName',
        headerName: t('rbac.resourceName'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => nameOf(row),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', height: '100%' }}>
            {(row.children ?? []).length > 0 ? (
              <Link
                component="button"
                onClick={() => onOpen(row.id)}
                aria-label={t('rbac.childrenOf', { name: nameOf(row) })}
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {nameOf(row)}
              </Link>
            ) : (
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {nameOf(row)}
              </Box>
            )}
            <Chip size="small" variant="outlined" label={typeOf(row.resourceType)} />
            {row.status === 0 && <Chip size="small" label={t('status.disabled')} />}
          </Stack>
        ),
      },
      { field: 'resourceCode', headerName: t('rbac.resourceCode'), flex: 1, minWidth: 130 },
      {
        field: 'path',
        headerName: t('rbac.path'),
        flex: 1,
        minWidth: 80,
        valueGetter: (_value, row) => row.link || row.path,
      },
      { field: 'component', headerName: t('rbac.component'), flex: 1, minWidth: 130 },
      { field: 'icon', headerName: t('rbac.icon'), width: 76 },
      { field: 'sort', headerName: t('rbac.sort'), width: 64, type: 'number', editable: canSort },
    ];
    if (actionsWidth === 0) return list;
    return [
      ...list,
      {
        field: 'actions',
        headerName: t('list.actions'),
        width: actionsWidth,
        sortable: false,
        renderCell: ({ row }) => actionsOf(row),
      },
    ];
  }, [t, nameOf, typeOf, onOpen, canSort, actionsOf, actionsWidth]);

  const saveSort = async (row: ResourceNode, previous: ResourceNode) => {
    if (row.sort === previous.sort) return previous;
    const sort = Number(row.sort);
    if (!Number.isInteger(sort) || sort < 0 || sort > SORT_MAX) {
      showError(t('rbac.sortRange'));
      return previous;
    }
    try {
      await source.sortResources({ items: [{ id: row.id, sort }] });
    } catch (error) {
      showError(refusalOf(error, t));
      return previous;
    }
    notify(t('rbac.sortSaved'), { variant: 'success', autoHideDuration: 3000 });
    return { ...row, sort };
  };

  // The actions column sticks to the grid's right edge (`ListRowStyles`), so a row's buttons
  // stay in reach when the columns are wider than a laptop's window leaves the grid.
  return (
    <>
      <ListRowStyles />
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        columnBufferPx={COLUMN_BUFFER_PX}
        processRowUpdate={saveSort}
        localeText={localeText}
        sx={{ border: 0, minHeight: 200 }}
      />
      {canSort && rows.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('rbac.sortHint')}
        </Typography>
      )}
    </>
  );
}
