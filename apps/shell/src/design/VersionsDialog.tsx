import type { CallError } from '@org/app-kit';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
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
import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { type Widget, allWidgets } from '@org/form-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormRecord, useFormVersionQuery, useFormVersionsQuery } from '../api/shell-api';
import { usePublishFormMutation } from '../api/versions-api';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { RestoreDialog } from './RestoreDialog';
import { VersionCompare } from './VersionCompare';

/** One saved version, read-only: its widgets (label, field, type) and its definition. */
function VersionView({ formId, version }: { formId: number; version: number }) {
  const { t } = useTranslation('shell');
  const detail = useFormVersionQuery({ formId, version });
  if (detail.isLoading) return <CircularProgress size={24} aria-label="Loading" />;
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
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [shown, setShown] = useState<Shown>(null);
  /** Versions ticked for comparison, the last two kept. */
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [publish, publishing] = usePublishFormMutation();
  const versions = useFormVersionsQuery({ formId: form.id, ...paging, sortOrder: 'desc' });

  const toggle = (version: number) =>
    setPicked((current) =>
      current.includes(version)
        ? current.filter((v) => v !== version)
        : [...current, version].slice(-2),
    );
  const compare = () => {
    const [a = 0, b = 0] = picked;
    setShown({ kind: 'compare', before: Math.min(a, b), after: Math.max(a, b) });
  };
  const publishVersion = async (version: number) => {
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
  };

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle>{t('design.versionsOf', { name: form.formName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Loadable query={versions} empty={t('design.noVersions')}>
          {(page) => (
            <>
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
              <Table size="small" aria-label={t('design.versions')}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell align="right">{t('area.version')}</TableCell>
                    <TableCell>{t('design.comment')}</TableCell>
                    <TableCell>{t('design.savedAt')}</TableCell>
                    <TableCell>{t('versions.column')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((row) => (
                    <TableRow
                      key={row.id}
                      selected={shown?.kind === 'version' && row.version === shown.version}
                    >
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={picked.includes(row.version)}
                          onChange={() => toggle(row.version)}
                          slotProps={{
                            input: {
                              'aria-label': t('versions.select', { version: row.version }),
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell align="right">{row.version}</TableCell>
                      <TableCell>{row.comment}</TableCell>
                      <TableCell>{dateTime(row.createdAt)}</TableCell>
                      <TableCell>
                        {row.version === form.publishedVersion ? (
                          <Chip
                            size="small"
                            variant="outlined"
                            color="success"
                            icon={<CheckCircleOutline />}
                            label={t('versions.publishedMark')}
                            aria-label={t('versions.isPublished', { version: row.version })}
                          />
                        ) : canEdit ? (
                          <Button
                            size="small"
                            onClick={() => void publishVersion(row.version)}
                            disabled={publishing.isLoading}
                            aria-label={t('versions.publishVersion', { version: row.version })}
                          >
                            {t('versions.confirmPublish')}
                          </Button>
                        ) : null}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          onClick={() => setShown({ kind: 'version', version: row.version })}
                          aria-label={t('design.openVersion', { version: row.version })}
                        >
                          {t('design.open')}
                        </Button>
                        {canEdit && (
                          <Button
                            size="small"
                            onClick={() => setRestoring(row.version)}
                            aria-label={t('versions.restoreVersion', { version: row.version })}
                          >
                            {t('versions.restore')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Paging
                total={page.total}
                pageNo={paging.pageNo}
                pageSize={paging.pageSize}
                onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
              />
            </>
          )}
        </Loadable>
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
