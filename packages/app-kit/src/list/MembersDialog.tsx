import type { Page } from '@org/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { ListRowStyles, RowButton } from './RowControls';
import {
  NO_USER_SEARCH,
  type PickableUser,
  UserGrid,
  UserSearchBox,
  userSearchQuery,
} from './UserGrid';
import { type PickerQuery, UserPickerDialog } from './UserPickerDialog';

/** A member as the lists show one: the brief user. */
export type MemberRow = PickableUser;

/** The search and paging of the member list; the screen sends it with its own id. */
export type MembersQuery = PickerQuery;

/** The texts that name what the members belong to (a role's users, a group's members). */
export interface MembersDialogTexts {
  title: string;
  /** The search region's name. */
  search: string;
  /** The member grid's name. */
  rows: string;
  add: string;
  removeSelected: string;
  /** The row button's text; its name adds `rowName`. */
  remove: string;
  rowName: (row: MemberRow) => string;
  removeTitle: string;
  removeText: (rows: MemberRow[]) => string;
  close: string;
  pickTitle: string;
  pickConfirm: string | ((count: number) => string);
}

export interface MembersDialogProps<M extends MemberRow> {
  open: boolean;
  texts: MembersDialogTexts;
  /** Whether the caller may add and remove (else the list only). */
  canChange: boolean;
  /** The page the screen fetched for `query`. */
  page: Page<M> | undefined;
  loading: boolean;
  query: MembersQuery;
  onQueryChange: (query: MembersQuery) => void;
  /** One page of the users the picker offers. */
  fetchUsers: (query: PickerQuery) => Promise<Page<PickableUser>>;
  /** Adds the chosen users (and tells so); a rejection keeps the picker open with its message. */
  onAdd: (users: PickableUser[]) => Promise<void>;
  /** Removes the rows (and tells so); a rejection leaves the list as it was. */
  onRemove: (rows: M[]) => Promise<void>;
  onClose: () => void;
}

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The members of something (a role's users, a group's members): a searched, paged list; add
 * users with the picker, remove one or the selected members after a confirmation.
 */
export function MembersDialog<M extends MemberRow>({
  open,
  texts,
  canChange,
  page,
  loading,
  query,
  onQueryChange,
  fetchUsers,
  onAdd,
  onRemove,
  onClose,
}: MembersDialogProps<M>) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const [draft, setDraft] = useState(NO_USER_SEARCH);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<M[] | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setDraft(NO_USER_SEARCH);
      setSelection(EMPTY);
      setPicking(false);
      setRemoving(null);
    }
  }, [open]);

  const rows = useMemo(() => page?.list ?? [], [page]);
  const selected = rows.filter((row) => selection.ids.has(row.id));

  const actions = useMemo<GridColDef<M> | undefined>(
    () =>
      canChange
        ? {
            field: 'actions',
            headerName: t('list.actions'),
            width: 80,
            sortable: false,
            renderCell: ({ row }) => (
              <RowButton
                color="error"
                aria-label={`${texts.remove} ${texts.rowName(row)}`}
                onClick={() => setRemoving([row])}
              >
                {texts.remove}
              </RowButton>
            ),
          }
        : undefined,
    [t, canChange, texts],
  );

  const runSearch = () =>
    onQueryChange({ pageNo: 1, pageSize: query.pageSize, ...userSearchQuery(draft) });

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await onRemove(removing);
      setSelection(EMPTY);
      if (rows.length === removing.length && query.pageNo > 1) {
        onQueryChange({ ...query, pageNo: query.pageNo - 1 });
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <ListRowStyles />
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
          <UserSearchBox
            label={texts.search}
            draft={draft}
            onChange={setDraft}
            onSearch={runSearch}
            searchVariant="outlined"
            sx={{ flex: 1 }}
          />
          {canChange && (
            <>
              <Button variant="contained" onClick={() => setPicking(true)}>
                {texts.add}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={selected.length === 0}
                onClick={() => setRemoving(selected)}
              >
                {texts.removeSelected}
              </Button>
            </>
          )}
        </Box>
        <UserGrid
          label={texts.rows}
          rows={rows}
          total={page?.total ?? 0}
          loading={loading}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPageChange={(pageNo, pageSize) => onQueryChange({ ...query, pageNo, pageSize })}
          actions={actions}
          checkboxSelection={canChange}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
      <UserPickerDialog
        open={picking}
        title={texts.pickTitle}
        fetchPage={fetchUsers}
        confirmLabel={texts.pickConfirm}
        onConfirm={async (users) => {
          await onAdd(users);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        text={texts.removeText(removing ?? [])}
        confirmLabel={texts.remove}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
