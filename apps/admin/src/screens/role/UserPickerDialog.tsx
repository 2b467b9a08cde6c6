import { DEFAULT_PAGE_SIZE } from '@org/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../list-page/Pager';
import { type UserPickerPage, useRoleUserPickerQuery } from './role-api';

type PickRow = UserPickerPage['list'][number];

const NOTHING: GridRowSelectionModel = { type: 'include', ids: new Set() };

export interface UserPickerDialogProps {
  open: boolean;
  title: string;
  busy?: boolean;
  /** Resolves when the chosen users were added; the dialog then closes. */
  onPick: (userIds: number[]) => Promise<void>;
  onClose: () => void;
}

/** Chooses users: search by account or name, server paging, a choice kept across pages. */
export function UserPickerDialog({ open, title, busy, onPick, onClose }: UserPickerDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const [draft, setDraft] = useState({ account: '', username: '' });
  const [filters, setFilters] = useState({ account: '', username: '' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING);
  const query = {
    ...paging,
    ...(filters.account.trim() ? { account: filters.account.trim() } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
  };
  const { data, isFetching } = useRoleUserPickerQuery(query, { skip: !open });

  const columns = useMemo<GridColDef<PickRow>[]>(
    () => [
      { field: 'account', headerName: t('role.account'), flex: 1, minWidth: 110 },
      { field: 'username', headerName: t('role.username'), flex: 1, minWidth: 100 },
      { field: 'employeeNo', headerName: t('role.employeeNo'), width: 100 },
      {
        field: 'mainOrgName',
        headerName: t('role.mainOrgName'),
        flex: 1,
        minWidth: 110,
        valueGetter: (_value, row) =>
          (row as unknown as { mainOrgName?: string | null }).mainOrgName ?? '',
      },
      {
        field: 'status',
        headerName: t('role.userStatus'),
        width: 90,
        valueGetter: (value: number) => (value === 1 ? t('status.enabled') : t('status.disabled')),
      },
    ],
    [t],
  );

  const close = () => {
    setSelection(NOTHING);
    onClose();
  };
  const search = () => {
    setFilters(draft);
    setPaging({ ...paging, pageNo: 1 });
  };
  const chosen = [...selection.ids].map(Number);

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="md"
      aria-labelledby="pick-title"
    >
      <DialogTitle id="pick-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
        >
          <TextField
            size="small"
            label={t('role.account')}
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            size="small"
            label={t('role.username')}
            value={draft.username}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="contained">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({ account: '', username: '' });
              setFilters({ account: '', username: '' });
              setPaging({ ...paging, pageNo: 1 });
            }}
          >
            {t('list.reset')}
          </Button>
        </Box>
        <DataGrid
          aria-label={t('role.pickTitle')}
          rows={data?.list ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          paginationModel={{ page: paging.pageNo - 1, pageSize: paging.pageSize }}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          disableColumnMenu
          disableColumnSorting
          autoHeight
          density="compact"
          localeText={{
            ...(english ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: t('list.empty'),
          }}
          sx={{ border: 0, minHeight: 160 }}
        />
        <Pager
          total={data?.total ?? 0}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || busy}
          onClick={() =>
            void onPick(chosen).then(
              () => setSelection(NOTHING),
              () => undefined,
            )
          }
        >
          {t('role.pickConfirm', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
