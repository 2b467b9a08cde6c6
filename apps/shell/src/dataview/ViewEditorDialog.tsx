import { type CallError } from '@org/app-kit';
import { VIEW_LIMITS, VIEW_STATUSES, VIEW_TYPES } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import {
  type ViewDetail,
  useCreateViewMutation,
  useDatasourcesQuery,
  useUpdateViewMutation,
  useViewQuery,
} from '../api/dataview-api';
import { ColumnsEditor } from './ColumnsEditor';
import { ParamsEditor } from './ParamsEditor';
import { SqlEditor } from './SqlEditor';
import {
  type ViewDraft,
  bodyOf,
  draftColumnProblems,
  draftOf,
  emptyDraft,
  fieldProblems,
  withSqlParams,
} from './view-draft';

/** Fields named by their own label in the list of problems above the form. */
const LABELLED = [
  'viewCode',
  'viewName',
  'viewComment',
  'viewType',
  'viewStatus',
  'datasourceId',
  'sqlText',
  'idField',
  'parentLevelField',
  'statementTimeoutMs',
  'maxRows',
  'params',
  'columns',
];

/** The label of a field path the server named (`params[1].name` → "Parameters[2] …"). */
function useFieldLabel() {
  const { t } = useTranslation('shell');
  return (field: string) => {
    const list = /^(params|columns)\[(\d+)\]\.(\w+)$/.exec(field);
    if (list) {
      const [, group = '', index = '0', name = ''] = list;
      const part =
        group === 'params'
          ? { name: 'paramName', type: 'paramType', defaultValue: 'paramDefault' }[name]
          : { columnName: 'columnName', columnComment: 'columnLabel' }[name];
      return `${t(`dataview.${group}`)} ${Number(index) + 1}${part ? ` · ${t(`dataview.${part}`)}` : ''}`;
    }
    return LABELLED.includes(field) ? t(`dataview.${field}`) : field;
  };
}

/** The editor's form over a draft; `view` is the stored view it changes, if any. */
function EditorForm({
  app,
  view,
  onClose,
  onSaved,
}: {
  app: AppSummary;
  view: ViewDetail | null;
  onClose: () => void;
  onSaved: (view: ViewDetail) => void;
}) {
  const { t } = useTranslation('shell');
  const label = useFieldLabel();
  const sources = useDatasourcesQuery();
  const enabledSources = (sources.data?.list ?? []).filter(
    (source) => source.status === 1 || source.id === view?.datasourceId,
  );
  const [draft, setDraft] = useState<ViewDraft>(() => (view ? draftOf(view) : emptyDraft()));
  const [savedId, setSavedId] = useState<number | null>(view?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [create, creating] = useCreateViewMutation();
  const [update, updating] = useUpdateViewMutation();

  // A new view starts on the first enabled data source.
  const firstSource = enabledSources[0]?.id ?? null;
  useEffect(() => {
    if (draft.datasourceId === null && firstSource !== null) {
      setDraft((current) => ({ ...current, datasourceId: firstSource }));
    }
  }, [draft.datasourceId, firstSource]);

  const set = <K extends keyof ViewDraft>(name: K, value: ViewDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft, app.appCode);
    try {
      const saved =
        savedId === null
          ? await create(body).unwrap()
          : await update({ ...body, id: savedId }).unwrap();
      const hadColumns = draft.columns.length > 0;
      setDraft(draftOf(saved));
      setSavedId(saved.id);
      setErrors({});
      setFailure(null);
      setNotice(
        !hadColumns && saved.columns.length > 0 ? t('dataview.savedColumns') : t('dataview.saved'),
      );
      onSaved(saved);
    } catch (error) {
      const problems = draftColumnProblems(fieldProblems(error as CallError), draft);
      setErrors(problems);
      setNotice(null);
      setFailure(Object.keys(problems).length === 0 ? (error as CallError).message : null);
    }
  };

  const text = (
    name: 'viewCode' | 'viewName' | 'viewComment' | 'idField' | 'parentLevelField',
  ) => ({
    label: t(`dataview.${name}`),
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: name in errors,
    helperText: errors[name],
    size: 'small' as const,
  });
  const listed = Object.entries(errors);
  const title =
    savedId === null ? t('dataview.new') : t('dataview.editTitle', { name: draft.viewName });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {listed.length > 0 && (
          <Alert severity="error">
            {t('app.serverErrors')}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {listed.map(([name, message]) => (
                <li key={name}>
                  {label(name)}: {message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {notice && <Alert severity="success">{notice}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <TextField
            {...text('viewCode')}
            required
            autoFocus={savedId === null}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <TextField {...text('viewName')} required />
          <TextField
            select
            size="small"
            label={t('dataview.viewType')}
            value={draft.viewType}
            onChange={(event) => set('viewType', event.target.value as ViewDraft['viewType'])}
            error={'viewType' in errors}
            helperText={errors.viewType}
          >
            {VIEW_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`dataview.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            required
            label={t('dataview.datasource')}
            value={draft.datasourceId ?? ''}
            onChange={(event) => set('datasourceId', Number(event.target.value))}
            error={'datasourceId' in errors || sources.isError}
            helperText={
              errors.datasourceId ??
              (sources.isError
                ? (sources.error as CallError).message
                : sources.isSuccess && enabledSources.length === 0
                  ? t('dataview.noDatasource')
                  : undefined)
            }
          >
            {enabledSources.map((source) => (
              <MenuItem key={source.id} value={source.id}>
                {source.datasourceName} ({source.datasourceCode})
              </MenuItem>
            ))}
          </TextField>
          <TextField {...text('viewComment')} sx={{ gridColumn: { md: '1 / -1' } }} />
        </Box>
        <SqlEditor
          label={t('dataview.sqlText')}
          required
          value={draft.sqlText}
          onChange={(sqlText) => set('sqlText', sqlText)}
          error={errors.sqlText}
          helperText={t('dataview.sqlHelp')}
          maxLength={VIEW_LIMITS.sqlLength}
        />
        {draft.viewType === 'TREE' && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' },
              alignItems: 'start',
            }}
          >
            <TextField {...text('idField')} required />
            <TextField {...text('parentLevelField')} required />
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              {t('dataview.treeHelp')}
            </Typography>
          </Box>
        )}
        <Divider />
        <ParamsEditor
          params={draft.params}
          errors={errors}
          onChange={(params) => set('params', params)}
          onFromSql={() => set('params', withSqlParams(draft.params, draft.sqlText))}
        />
        <Divider />
        <ColumnsEditor
          columns={draft.columns}
          errors={errors}
          onChange={(columns) => set('columns', columns)}
        />
        <Divider />
        <Box
          component="section"
          aria-label={t('dataview.limits')}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <TextField
            size="small"
            type="number"
            label={t('dataview.statementTimeoutMs')}
            value={draft.statementTimeoutMs}
            onChange={(event) => set('statementTimeoutMs', event.target.value)}
            error={'statementTimeoutMs' in errors}
            helperText={
              errors.statementTimeoutMs ?? `${VIEW_LIMITS.minTimeoutMs}–${VIEW_LIMITS.maxTimeoutMs}`
            }
            slotProps={{
              htmlInput: { min: VIEW_LIMITS.minTimeoutMs, max: VIEW_LIMITS.maxTimeoutMs },
            }}
          />
          <TextField
            size="small"
            type="number"
            label={t('dataview.maxRows')}
            value={draft.maxRows}
            onChange={(event) => set('maxRows', event.target.value)}
            error={'maxRows' in errors}
            helperText={errors.maxRows ?? `1–${VIEW_LIMITS.maxRows}`}
            slotProps={{ htmlInput: { min: 1, max: VIEW_LIMITS.maxRows } }}
          />
          <TextField
            select
            size="small"
            label={t('dataview.viewStatus')}
            value={draft.viewStatus}
            onChange={(event) => set('viewStatus', event.target.value as ViewDraft['viewStatus'])}
            error={'viewStatus' in errors}
            helperText={errors.viewStatus ?? ' '}
          >
            {VIEW_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`dataview.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ mb: 2.5 }}
            control={
              <Switch
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
              />
            }
            label={t('dataview.status')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {savedId === null ? t('app.cancel') : t('dataview.close')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={creating.isLoading || updating.isLoading}
        >
          {t('app.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Creates or changes a data view of an application: code, name, type, data source, SQL,
 * parameters, column labels, limits and publication. The server checks and tries the SQL on
 * each save; its problems show under the fields they name and are listed above them. The
 * dialog stays open after a save, showing the columns the trial run read.
 */
export function ViewEditorDialog({
  app,
  viewId,
  onClose,
  onSaved,
}: {
  app: AppSummary;
  /** The view to change; null creates one. */
  viewId: number | null;
  onClose: () => void;
  onSaved?: (view: ViewDetail) => void;
}) {
  const { t } = useTranslation('shell');
  const stored = useViewQuery(
    { id: viewId ?? 0 },
    { skip: viewId === null, refetchOnMountOrArgChange: true },
  );
  let body;
  if (viewId === null) {
    body = <EditorForm app={app} view={null} onClose={onClose} onSaved={onSaved ?? (() => {})} />;
  } else if (stored.isFetching && !stored.data) {
    body = (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </DialogContent>
    );
  } else if (stored.error || !stored.data) {
    body = (
      <>
        <DialogTitle>{t('dataview.edit')}</DialogTitle>
        <DialogContent>
          <Alert severity="error">
            {t('dataview.loadFailed', {
              message: (stored.error as CallError | undefined)?.message ?? '',
            })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dataview.close')}</Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <EditorForm
        key={stored.data.id}
        app={app}
        view={stored.data}
        onClose={onClose}
        onSaved={onSaved ?? (() => {})}
      />
    );
  }
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
    >
      {body}
    </Dialog>
  );
}
