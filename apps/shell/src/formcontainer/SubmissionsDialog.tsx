import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { type CallError, getToken, notify, useCan, useSession } from '@org/app-kit';
import { ListGrid, useListQuery, useNamedText } from '@org/app-kit/list';
import { type SubmissionFieldFilter, filterOpOf, submissionColumns } from '@org/form-schema';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Submission, useRemoveSubmissionsMutation } from '../api/formcontainer-api';
import { type FormPage, useFormQuery, useSubmissionPageQuery } from '../api/shell-api';
import { useChoiceLabels } from './choice-labels';
import { ColumnsDialog } from './ColumnsDialog';
import { downloadSubmissionsCsv } from './export-csv';
import { RemoveSubmissionsDialog } from './RemoveSubmissionsDialog';
import { useSubmissionColumns } from './submission-columns';
import { SubmissionFilters } from './SubmissionFilters';
import { SubmissionOfVersion } from './SubmissionView';
import {
  type ColumnPrefs,
  type FieldFilterDraft,
  type ListFilters,
  NO_FILTERS,
  SORTABLE_META,
  type SubmissionListQuery,
  draftFilter,
  exportBody,
  fieldKey,
  loadPrefs,
  newDraft,
  prefsKey,
  savePrefs,
  shownColumns,
  submissionRequest,
  submissionScope,
} from './submission-table';

const NO_IDS: ReadonlySet<GridRowId> = new Set();
/** The search is `SubmissionFilters` (its field filters follow the form), not the kit's fields. */
const NO_SEARCH_FIELDS: never[] = [];

/** A page of a form's submissions for the list kit (`usePage`). */
function useSubmissionRows(query: SubmissionListQuery) {
  return useSubmissionPageQuery(submissionRequest(query));
}

/**
 * A form's submissions as a list on the list kit (opened from the Pages list; no route of its
 * own, so no tab): the form's fields as columns, chosen and ordered by the user and kept per
 * user and form; search by status, dates, one's own and field values; sort by the columns the
 * server sorts by; a selection that outlasts paging, to export or delete (with the forms'
 * remove code), or the filtered list to export; a row opens read-only, on a click anywhere in
 * it, in the version it was filled in.
 */
export function SubmissionsDialog({
  form,
  onClose,
}: {
  form: FormPage['list'][number];
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const latest = useFormQuery({ id: form.id });
  const columns = useMemo(
    () => (latest.data ? submissionColumns(latest.data.definition) : []),
    [latest.data],
  );
  const labels = useChoiceLabels(columns);
  const key = prefsKey(userId, form.id);
  const [prefs, setPrefs] = useState<ColumnPrefs | null>(() => loadPrefs(key));
  const shown = useMemo(() => shownColumns(columns, prefs), [columns, prefs]);

  const [typed, setTyped] = useState<ListFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [drafts, setDrafts] = useState<FieldFilterDraft[]>([]);
  const [fieldFilters, setFieldFilters] = useState<SubmissionFieldFilter[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<GridRowId>>(NO_IDS);
  const [viewing, setViewing] = useState<Submission | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const draftIds = useRef(0);
  const badRange = typed.from !== '' && typed.to !== '' && typed.to < typed.from;
  // A new scope (filters) is a new search: the list starts again at its first page.
  const scope = useMemo(
    () => submissionScope(form.id, filters, fieldFilters, userId),
    [form.id, filters, fieldFilters, userId],
  );
  const sortable = useMemo(
    () => [
      ...SORTABLE_META,
      ...shown.fields.filter((column) => column.sortable).map((column) => fieldKey(column.model)),
    ],
    [shown.fields],
  );
  const list = useListQuery<Submission, SubmissionListQuery>({
    searchFields: NO_SEARCH_FIELDS,
    scope,
    sortable,
    usePage: useSubmissionRows,
  });
  const gridColumns = useSubmissionColumns({
    fields: shown.fields,
    meta: shown.meta,
    labels,
    onOpen: setViewing,
  });
  const selectRow = useNamedText('subs.selectRow', 'shell', 'id');
  const checkboxLabel = useCallback((row: Submission) => selectRow(row.id), [selectRow]);
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected) }),
    [selected],
  );
  const select = useCallback((model: GridRowSelectionModel) => setSelected(model.ids), []);
  const [remove, removal] = useRemoveSubmissionsMutation();

  const search = () => {
    const asked: SubmissionFieldFilter[] = [];
    for (const draft of drafts) {
      const column = columns.find((each) => each.model === draft.model);
      const filter = column ? draftFilter(column, draft) : null;
      if (filter === 'badRange') return;
      if (filter) asked.push(filter);
    }
    if (badRange) return;
    setFilters(typed);
    setFieldFilters(asked);
    setSelected(NO_IDS);
  };
  const reset = () => {
    setTyped(NO_FILTERS);
    setFilters(NO_FILTERS);
    setDrafts([]);
    setFieldFilters([]);
    setSelected(NO_IDS);
  };
  const addDraft = () => {
    const filterable = columns.filter((column) => filterOpOf(column) !== null);
    const free = filterable.find((column) => !drafts.some((draft) => draft.model === column.model));
    const model = (free ?? filterable[0])?.model;
    if (model !== undefined) setDrafts([...drafts, newDraft((draftIds.current += 1), model)]);
  };
  const selectedIds = () => [...selected].map(Number);
  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      const body = exportBody(form.id, selectedIds(), filters, fieldFilters, userId, shown.fields);
      await downloadSubmissionsCsv(body, getToken(), `${form.formCode}-submissions.csv`);
    } catch (error) {
      setProblem(t('subs.exportFailed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  };
  const removeConfirmed = async () => {
    if (!removing) return;
    setRemoveProblem(null);
    try {
      const { affected } = await remove({ formId: form.id, ids: removing }).unwrap();
      notify(t('subs.removed', { count: affected }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
      list.removed(list.rows.filter((row) => removing.includes(row.id)).length);
      setRemoving(null);
      setSelected(NO_IDS);
    } catch (error) {
      setRemoveProblem((error as CallError).message);
    }
  };
  const saveColumns = (next: ColumnPrefs | null) => {
    setPrefs(next);
    if (next === null) localStorage.removeItem(key);
    else savePrefs(key, next);
    setChoosing(false);
  };

  const listView = (
    <>
      <SubmissionFilters
        filters={typed}
        onFilters={setTyped}
        drafts={drafts}
        onDrafts={setDrafts}
        columns={columns}
        labels={labels}
        badRange={badRange}
        onSearch={search}
        onReset={reset}
        onAdd={addDraft}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}>
        {selected.size > 0 && (
          <>
            <Typography variant="body2" role="status">
              {t('subs.selectedCount', { count: selected.size })}
            </Typography>
            <Button size="small" onClick={() => setSelected(NO_IDS)}>
              {t('subs.clearSelection')}
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<ViewColumnIcon />}
          onClick={() => setChoosing(true)}
          disabled={!latest.data}
        >
          {t('subs.columns')}
        </Button>
        {canRemove && selected.size > 0 && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => {
              setRemoveProblem(null);
              setRemoving(selectedIds());
            }}
          >
            {t('subs.removeSelected', { count: selected.size })}
          </Button>
        )}
        <Button variant="outlined" loading={exporting} onClick={() => void exportCsv()}>
          {selected.size > 0
            ? t('subs.exportSelected', { count: selected.size })
            : t('subs.export')}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ListGrid
        list={list}
        columns={gridColumns}
        label={t('subs.rows')}
        emptyText={t('subs.empty')}
        selection={{ model: selection, onChange: select, checkboxLabel, keepAcrossPages: true }}
        onRowClick={setViewing}
      />
    </>
  );

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xl"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="submissions-title"
    >
      <DialogTitle id="submissions-title">{t('subs.title', { name: form.formName })}</DialogTitle>
      {/* One column no wider than the dialog: a wide grid scrolls inside itself. */}
      <DialogContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
          alignContent: 'start',
        }}
      >
        {viewing ? (
          <>
            <Box>
              <Button size="small" onClick={() => setViewing(null)}>
                {t('subs.back')}
              </Button>
            </Box>
            <SubmissionOfVersion submission={viewing} />
          </>
        ) : (
          listView
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subs.close')}</Button>
      </DialogActions>
      {choosing && (
        <ColumnsDialog
          columns={columns}
          shown={shown}
          onCancel={() => setChoosing(false)}
          onSave={saveColumns}
        />
      )}
      {removing && (
        <RemoveSubmissionsDialog
          ids={removing}
          busy={removal.isLoading}
          problem={removeProblem}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void removeConfirmed()}
        />
      )}
    </Dialog>
  );
}
