import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { type Widget, allWidgets } from '@org/form-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormRecord, useFormVersionQuery, useFormVersionsQuery } from '../api/shell-api';
import { dateTime } from '../pages/FormsTable';
import { Loadable } from '../pages/Loadable';
import { Paging } from '../pages/Paging';

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

/** A form's saved versions, newest first and paged; each opens read-only. */
export function VersionsDialog({
  form,
  onClose,
}: {
  form: Pick<FormRecord, 'id' | 'formName'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [opened, setOpened] = useState<number | null>(null);
  const versions = useFormVersionsQuery({ formId: form.id, ...paging, sortOrder: 'desc' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('design.versionsOf', { name: form.formName })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Loadable query={versions} empty={t('design.noVersions')}>
          {(page) => (
            <>
              <Table size="small" aria-label={t('design.versions')}>
                <TableHead>
                  <TableRow>
                    <TableCell align="right">{t('area.version')}</TableCell>
                    <TableCell>{t('design.comment')}</TableCell>
                    <TableCell>{t('design.savedAt')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((row) => (
                    <TableRow key={row.id} selected={row.version === opened}>
                      <TableCell align="right">{row.version}</TableCell>
                      <TableCell>{row.comment}</TableCell>
                      <TableCell>{dateTime(row.createdAt)}</TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setOpened(row.version)}
                          aria-label={t('design.openVersion', { version: row.version })}
                        >
                          {t('design.open')}
                        </Button>
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
        {opened !== null && <VersionView formId={form.id} version={opened} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('design.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
