import { DEFAULT_PAGE_SIZE, type Page } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRowStyles } from './RowControls';
import {
  NO_USER_SEARCH,
  type PickableUser,
  UserGrid,
  UserSearchBox,
  userSearchQuery,
} from './UserGrid';
import { errorText } from '../api/error-text';

export type { PickableUser } from './UserGrid';

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
  const { t } = useTranslation('kit');
  const [draft, setDraft] = useState(NO_USER_SEARCH);
  const [search, setSearch] = useState(NO_USER_SEARCH);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<PickableUser> | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Map<number, PickableUser>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setDraft(NO_USER_SEARCH);
      setSearch(NO_USER_SEARCH);
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
    fetchPage({ ...paging, ...userSearchQuery(search) })
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
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const runSearch = () => {
    setSearch(draft);
    setPaging({ ...paging, pageNo: 1 });
  };

  const resetSearch = () => {
    setDraft(NO_USER_SEARCH);
    setSearch(NO_USER_SEARCH);
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
        <UserSearchBox
          label={t('picker.search')}
          draft={draft}
          onChange={setDraft}
          onSearch={runSearch}
          onReset={resetSearch}
          sx={{ mb: 1 }}
        />
        <UserGrid
          label={t('picker.rows')}
          rows={rows}
          total={page?.total ?? 0}
          loading={loading}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onPageChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
          checkboxSelection
          disableMultipleRowSelection={!multiple}
          rowSelectionModel={selection}
          onRowSelectionModelChange={onSelection}
          isRowSelectable={({ row }) => !excludeIds?.has(row.id)}
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
