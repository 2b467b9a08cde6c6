import { DEFAULT_PAGE_SIZE, type Page, type UserBrief } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import { LIST_GRID_SLOTS, ListRowStyles } from './RowControls';

/** A user the picker lists: the member lists' brief user, or a full user record. */
export type PickableUser = Pick<
  UserBrief,
  'id' | 'account' | 'username' | 'mobile' | 'mainOrgName' | 'status'
>;

/** The search and paging the picker sends to `fetchPage`. */
export interface PickerQuery {
  pageNo: number;
  pageSize: number;
  account?: string;
  username?: string;
}

export interface UserPickerDialogProps {
  open: boolean;
  title: string;
  /** One page of the users to choose from. */
  fetchPage: (query: PickerQuery) => Promise<Page<PickableUser>>;
  /** One user (a leader) or several (members). */
  multiple?: boolean;
  /** Users that cannot be chosen again (already members), shown greyed out. */
  excludeIds?: ReadonlySet<number>;
  /** The confirm button's text, or a function of how many users are chosen. */
  confirmLabel?: string | ((count: number) => string);
  onConfirm: (users: PickableUser[]) => Promise<void>;
  /** A further action left of the buttons (e.g. clearing a leader). */
  extraAction?: { label: string; run: () => Promise<void> };
  onClose: () => void;
}

/**
 * Chooses users: search by account and name (and reset), server paging, a checkbox per row
 * (or one row), the choice kept across pages and searches and listed by name above the
 * buttons. Which users it offers is `fetchPage`'s: a screen limits the scope (e.g. 我的部门 to
 * the caller's departments) by what it fetches.
 */
export function UserPickerDialog({
  open,
  title,
  fetchPage,
  multiple = true,
  excludeIds,
  confirmLabel,
  onConfirm,
  extraAction,
  onClose,
}: UserPickerDialogProps) {
  const { t, i18n } = useTranslation('kit');
  const english = i18n.language.startsWith('en');
  const [draft, setDraft] = useState({ account: '', username: '' });
  const [search, setSearch] = useState({ account: '', username: '' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<PickableUser> | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Map<number, PickableUser>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setDraft({ account: '', username: '' });
      setSearch({ account: '', username: '' });
      setPaging({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
      setChosen(new Map());
      setFailure(null);
      setPage(null);
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    fetchPage({
      ...paging,
      ...(search.account ? { account: search.account } : {}),
      ...(search.username ? { username: search.username } : {}),
    })
      .then((answer) => {
        if (live) setPage(answer);
      })
      .catch(() => {
        if (live) setPage({ list: [], total: 0, pageNo: 1, pageSize: paging.pageSize });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [open, fetchPage, paging, search]);

  const rows = useMemo(() => page?.list ?? [], [page]);
  const selection = useMemo<GridRowSelectionModel>(
    () => ({
      type: 'include',
      ids: new Set(rows.filter((row) => chosen.has(row.id)).map((row) => row.id)),
    }),
    [rows, chosen],
  );

  const columns = useMemo<GridColDef<PickableUser>[]>(
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
    ],
    [t],
  );

  const onSelection = (model: GridRowSelectionModel) => {
    const onPage = new Set(model.type === 'include' ? model.ids : []);
    const next = new Map(multiple ? chosen : []);
    for (const row of rows) {
      if (onPage.has(row.id)) next.set(row.id, row);
      else next.delete(row.id);
    }
    if (!multiple && next.size > 1) {
      const last = [...onPage].find((id) => !chosen.has(Number(id)));
      const row = rows.find((item) => item.id === last);
      setChosen(row ? new Map([[row.id, row]]) : next);
      return;
    }
    setChosen(next);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure((error as { message?: string }).message || 'Error');
    } finally {
      setBusy(false);
    }
  };

  const runSearch = () => {
    setSearch({ account: draft.account.trim(), username: draft.username.trim() });
    setPaging({ ...paging, pageNo: 1 });
  };

  const resetSearch = () => {
    setDraft({ account: '', username: '' });
    setSearch({ account: '', username: '' });
    setPaging({ ...paging, pageNo: 1 });
  };

  const confirmText =
    typeof confirmLabel === 'function'
      ? confirmLabel(chosen.size)
      : (confirmLabel ?? t('dialog.save'));

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="user-picker-title"
    >
      <ListRowStyles />
      <DialogTitle id="user-picker-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          role="search"
          aria-label={t('picker.search')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') runSearch();
          }}
        >
          <TextField
            size="small"
            label={t('picker.account')}
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            size="small"
            label={t('picker.username')}
            value={draft.username}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button variant="contained" onClick={runSearch}>
            {t('list.search')}
          </Button>
          <Button onClick={resetSearch}>{t('list.reset')}</Button>
        </Box>
        <DataGrid
          slots={LIST_GRID_SLOTS}
          aria-label={t('picker.rows')}
          rows={rows}
          columns={columns}
          rowCount={page?.total ?? 0}
          loading={loading}
          paginationMode="server"
          paginationModel={{ page: paging.pageNo - 1, pageSize: paging.pageSize }}
          checkboxSelection
          disableMultipleRowSelection={!multiple}
          rowSelectionModel={selection}
          onRowSelectionModelChange={onSelection}
          isRowSelectable={({ row }) => !excludeIds?.has(row.id)}
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
          total={page?.total ?? 0}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
        <Typography variant="body2" aria-live="polite">
          {chosen.size === 0
            ? t('picker.noneChosen')
            : t('picker.chosen', {
                count: chosen.size,
                names: [...chosen.values()].map((user) => user.username || user.account).join('、'),
              })}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {extraAction && (
          <Button
            color="inherit"
            disabled={busy}
            onClick={() => void run(extraAction.run)}
            sx={{ mr: 'auto' }}
          >
            {extraAction.label}
          </Button>
        )}
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || chosen.size === 0}
          onClick={() => void run(() => onConfirm([...chosen.values()]))}
        >
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
