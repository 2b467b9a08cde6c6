import type { CallError } from '@org/app-kit';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import {
  GridCheckbox,
  ListGrid,
  RowButton,
  useDateTimeColumn,
  useListQuery,
  useNamedText,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { type Widget, allWidgets } from '@org/form-schema';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormRecord,
  type FormVersionPage,
  type FormVersionPageQuery,
  useFormVersionQuery,
  useFormVersionsQuery,
} from '../api/shell-api';
import { usePublishFormMutation } from '../api/versions-api';
import { dateTime } from '../common/format';
import { RestoreDialog } from './RestoreDialog';
import { VersionCompare } from './VersionCompare';
import { Spinner } from '@org/app-kit';

type VersionRow = FormVersionPage['list'][number];
/** The versions list's query: the server sorts by version only (`sortOrder`). */
type VersionListQuery = FormVersionPageQuery & { sortBy?: 'version' };

/** A form's versions for the list kit (`usePage`): the newest first until the user sorts. */
function useVersionRows({ sortBy, sortOrder, ...query }: VersionListQuery) {
  return useFormVersionsQuery({
    ...query,
    sortOrder: sortBy === 'version' && sortOrder ? sortOrder : 'desc',
  });
}

const NO_SEARCH: never[] = [];
const SORTABLE = ['version'] as const;
/** Versions have no enabled state the list toggles (the row actions ask for one). */
const noStatus = () => true;
const versionOf = (row: VersionRow) => String(row.version);

/**
 * One saved version, read-only: its widgets (label, field, type) and its definition. The widgets
 * are a table, not a list on the kit: one definition's parts, all of them, nothing to page.
 */
function VersionView({ formId, version }: { formId: number; version: number }) {
  const { t } = useTranslation('shell');
  const detail = useFormVersionQuery({ formId, version });
  if (detail.isLoading) return <Spinner size={24} />;
  if (detail.error || !detail.data) {
    return <Alert severity="error">{(detail.error as CallError | undefined)?.message}</Alert>;
  }
  const list = (detail.data.definition as { list?: Widget[] }).list ?? [];
  const widgets = allWidgets(list);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-label={t('design.versionTitle', { version })}>
      <Typography variant="subtitle2" component="h3">
        {t('design.versionTitle', { version })}
        {detail.data.comment ? ` — ${detail.data.comment}` : ''}
      </Typography>
      {widgets.length === 0 ? (
        <Typography color="text.secondary">{t('design.noWidgets')}</Typography>
      ) : (
        <Table size="small" aria-label={t('design.widgetsOf', { version })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('design.widgetName')}</TableCell>
              <TableCell>{t('design.widgetModel')}</TableCell>
              <TableCell>{t('design.widgetType')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {widgets.map((widget) => (
              <TableRow key={widget.key}>
                <TableCell>{widget.name}</TableCell>
                <TableCell>{widget.model}</TableCell>
                <TableCell>{widget.type}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('design.definitionOf', { version })}
        sx={{ m: 0, p: 1, maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', fontSize: 12 }}
      >
        {JSON.stringify(detail.data.definition, null, 2)}
      </Box>
    </Box>
  );
}

/** What the dialog shows under the list: one version, or two compared. */
type Shown =
  { kind: 'version'; version: number } | { kind: 'compare'; before: number; after: number } | null;

/**
 * A form's saved versions, newest first and paged: each opens read-only, can be restored (saved
 * again as the next version) or published, and any two can be compared side by side.
 */
export function VersionsDialog({
  form,
  latest,
  dirty = false,
  onRestored,
  onClose,
}: {
  form: Pick<FormRecord, 'id' | 'formName' | 'publishedVersion'>;
  /** The latest saved version: a restore is saved on it. */
  latest: number;
  /** The canvas has unsaved changes (a restore replaces them). */
  dirty?: boolean;
  /** A version was restored as version `saved`. */
  onRestored: (version: number, saved: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const [shown, setShown] = useState<Shown>(null);
  /** Versions ticked for comparison, the last two kept. */
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [publish, publishing] = usePublishFormMutation();
  const scope = useMemo(() => ({ formId: form.id }), [form.id]);
  const list = useListQuery<VersionRow, VersionListQuery>({
    searchFields: NO_SEARCH,
    scope,
    sortable: SORTABLE,
    usePage: useVersionRows,
  });

  const toggle = useCallback(
    (version: number) =>
      setPicked((current) =>
        current.includes(version)
          ? current.filter((v) => v !== version)
          : [...current, version].slice(-2),
      ),
    [],
  );
  const compare = () => {
    const [a = 0, b = 0] = picked;
    setShown({ kind: 'compare', before: Math.min(a, b), after: Math.max(a, b) });
  };
  const publishVersion = useCallback(
    async (version: number) => {
      setFailure(null);
      try {
        await publish({ id: form.id, version }).unwrap();
        notify(t('versions.publishedNotice', { version }), {
          variant: 'success',
          autoHideDuration: 3000,
        });
      } catch (error) {
        setFailure(t('versions.publishFailed', { message: (error as CallError).message }));
      }
    },
    [publish, form.id, t],
  );

  const selectText = useNamedText('versions.select', 'shell', 'version');
  const isPublishedText = useNamedText('versions.isPublished', 'shell', 'version');
  const publishText = useNamedText('versions.publishVersion', 'shell', 'version');
  const savedAt = useDateTimeColumn<VersionRow>('createdAt', t('design.savedAt'), dateTime);
  const columns = useMemo<GridColDef<VersionRow>[]>(() => {
    const publishedMark = t('versions.publishedMark');
    const confirmPublish = t('versions.confirmPublish');
    return [
      {
        field: 'compare',
        headerName: '',
        width: 56,
        sortable: false,
        // the grid's own selection is for batch actions; these ticks pick two to compare
        renderCell: ({ row }) => (
          <GridCheckbox
            checked={picked.includes(row.version)}
            onChange={() => toggle(row.version)}
            slotProps={{ htmlInput: { 'aria-label': selectText(row.version) } }}
          />
        ),
      },
      { field: 'version', headerName: t('area.version'), width: 90, type: 'number' },
      {
        field: 'comment',
        headerName: t('design.comment'),
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      { ...savedAt, sortable: false },
      {
        field: 'published',
        headerName: t('versions.column'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.version === form.publishedVersion ? (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              icon={<CheckCircleOutline />}
              label={publishedMark}
              aria-label={isPublishedText(row.version)}
            />
          ) : canEdit ? (
            <RowButton
              onClick={() => void publishVersion(row.version)}
              disabled={publishing.isLoading}
              aria-label={publishText(row.version)}
            >
              {confirmPublish}
            </RowButton>
          ) : null,
      },
    ];
  }, [
    t,
    picked,
    toggle,
    selectText,
    savedAt,
    form.publishedVersion,
    isPublishedText,
    canEdit,
    publishVersion,
    publishing.isLoading,
    publishText,
  ]);

  const openText = useNamedText('design.openVersion', 'shell', 'version');
  const restoreText = useNamedText('versions.restoreVersion', 'shell', 'version');
  const buttons = useMemo(() => ({ open: t('design.open'), restore: t('versions.restore') }), [t]);
  const rowButtons = useCallback(
    (row: VersionRow) => (
      <>
        <RowButton
          onClick={() => setShown({ kind: 'version', version: row.version })}
          aria-label={openText(row.version)}
        >
          {buttons.open}
        </RowButton>
        {canEdit && (
          <RowButton
            onClick={() => setRestoring(row.version)}
            aria-label={restoreText(row.version)}
          >
            {buttons.restore}
          </RowButton>
        )}
      </>
    ),
    [openText, restoreText, buttons, canEdit],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: versionOf,
    isEnabled: noStatus,
    extra: rowButtons,
    extraWidth: 56 + (canEdit ? 64 : 0),
  });

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle>{t('design.versionsOf', { name: form.formName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('versions.pickTwo')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CompareArrows />}
            disabled={picked.length !== 2}
            onClick={compare}
          >
            {t('versions.compare')}
          </Button>
        </Box>
        <Box>
          <ListGrid
            list={list}
            columns={withActions}
            label={t('design.versions')}
            emptyText={t('design.noVersions')}
          />
        </Box>
        {shown?.kind === 'version' && <VersionView formId={form.id} version={shown.version} />}
        {shown?.kind === 'compare' && (
          <VersionCompare
            formId={form.id}
            before={shown.before}
            after={shown.after}
            onClose={() => setShown(null)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('design.close')}</Button>
      </DialogActions>
      {restoring !== null && (
        <RestoreDialog
          formId={form.id}
          version={restoring}
          latest={latest}
          dirty={dirty}
          onCancel={() => setRestoring(null)}
          onRestored={(saved) => {
            setRestoring(null);
            onRestored(restoring, saved);
          }}
        />
      )}
    </Dialog>
  );
}
