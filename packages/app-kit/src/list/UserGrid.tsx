import type { UserBrief } from '@org/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from './grid-locale';
import { Pager } from './Pager';
import { LIST_GRID_SLOTS } from './RowControls';

/** A user as the member lists and the picker show one: the brief user. */
export type PickableUser = Pick<
  UserBrief,
  'id' | 'account' | 'username' | 'mobile' | 'mainOrgName' | 'status'
>;

/** What a user list is searched by. */
export interface UserSearch {
  account: string;
  username: string;
}

export const NO_USER_SEARCH: UserSearch = { account: '', username: '' };

/** The search trimmed, without its empty fields: what a page request carries. */
export function userSearchQuery(search: UserSearch): Partial<UserSearch> {
  const account = search.account.trim();
  const username = search.username.trim();
  return { ...(account ? { account } : {}), ...(username ? { username } : {}) };
}

export interface UserSearchBoxProps {
  /** The search region's name. */
  label: string;
  draft: UserSearch;
  onChange: (draft: UserSearch) => void;
  onSearch: () => void;
  /** Adds a Reset button. */
  onReset?: () => void;
  /** The Search button's weight: outlined beside a list's own main action. */
  searchVariant?: 'contained' | 'outlined';
  sx?: SxProps<Theme>;
}

/** The search of a user list: account and name (Enter searches), Search and Reset. */
export function UserSearchBox({
  label,
  draft,
  onChange,
  onSearch,
  onReset,
  searchVariant = 'contained',
  sx,
}: UserSearchBoxProps) {
  const { t } = useTranslation('kit');
  return (
    <Box
      role="search"
      aria-label={label}
      sx={[{ display: 'flex', gap: 1, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch();
      }}
    >
      <TextField
        size="small"
        label={t('picker.account')}
        value={draft.account}
        onChange={(event) => onChange({ ...draft, account: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <TextField
        size="small"
        label={t('picker.username')}
        value={draft.username}
        onChange={(event) => onChange({ ...draft, username: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button variant={searchVariant} onClick={onSearch}>
        {t('list.search')}
      </Button>
      {onReset && <Button onClick={onReset}>{t('list.reset')}</Button>}
    </Box>
  );
}

type SelectionProps<U extends PickableUser> = Pick<
  DataGridProps<U>,
  | 'checkboxSelection'
  | 'disableMultipleRowSelection'
  | 'disableRowSelectionOnClick'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
  | 'isRowSelectable'
>;

export interface UserGridProps<U extends PickableUser> extends SelectionProps<U> {
  /** The grid's name. */
  label: string;
  rows: readonly U[];
  total: number;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  onPageChange: (pageNo: number, pageSize: number) => void;
  /** A column after the user's (row buttons). */
  actions?: GridColDef<U>;
}

/**
 * One page of users (account, name, mobile, department, status) with the list's pager below:
 * the grid of the member lists and of the user picker.
 */
export function UserGrid<U extends PickableUser>({
  label,
  rows,
  total,
  loading,
  pageNo,
  pageSize,
  onPageChange,
  actions,
  ...selection
}: UserGridProps<U>) {
  const { t } = useTranslation('kit');
  const localeText = useGridLocaleText(t('list.empty'));
  const columns = useMemo<GridColDef<U>[]>(
    () => [
      { field: 'account', headerName: t('picker.account'), flex: 1, minWidth: 100 },
      { field: 'username', headerName: t('picker.username'), flex: 1, minWidth: 100 },
      { field: 'mobile', headerName: t('picker.mobile'), width: 120 },
      { field: 'mainOrgName', headerName: t('picker.org'), flex: 1, minWidth: 100 },
      {
        field: 'status',
        headerName: t('picker.status'),
        width: 70,
        valueGetter: (value: number) => (value === 1 ? t('status.enabled') : t('status.disabled')),
      },
      ...(actions ? [actions] : []),
    ],
    [t, actions],
  );
  return (
    <>
      <DataGrid
        {...selection}
        slots={LIST_GRID_SLOTS}
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        paginationModel={{ page: pageNo - 1, pageSize }}
        hideFooter
        disableColumnMenu
        disableColumnSorting
        autoHeight
        density="compact"
        localeText={localeText}
        sx={{ border: 0, minHeight: 160 }}
      />
      <Pager total={total} pageNo={pageNo} pageSize={pageSize} onChange={onPageChange} />
    </>
  );
}
