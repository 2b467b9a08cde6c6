import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppSummary } from '../api/shell-api';
import {
  type TemplateSummary,
  useRemoveTemplatesMutation,
  useTemplatePageQuery,
} from '../api/templates-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';
import { designPath } from '../common/paths';
import { EditTemplateDialog } from './EditTemplateDialog';
import { NewFormDialog } from './NewFormDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

type Open = { kind: 'preview' | 'edit' | 'remove' | 'newForm'; template: TemplateSummary } | null;

function TemplateList({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const [typed, setTyped] = useState({ templateName: '', category: '' });
  const [query, setQuery] = useState({ templateName: '', category: '', pageNo: 1, pageSize: 10 });
  const [open, setOpen] = useState<Open>(null);
  const templates = useTemplatePageQuery({
    appId: app.id,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.templateName ? { templateName: query.templateName } : {}),
    ...(query.category ? { category: query.category } : {}),
  });
  const [remove, removing] = useRemoveTemplatesMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      ...query,
      templateName: typed.templateName.trim(),
      category: typed.category.trim(),
      pageNo: 1,
    });
  };
  const removeConfirmed = async (template: TemplateSummary) => {
    try {
      await remove([template.id]).unwrap();
      notify(t('app.deleted'), { variant: 'success', autoHideDuration: 3000 });
    } catch {
      // the client's notice shows the server's reason
    }
    setOpen(null);
  };
  const close = () => setOpen(null);
  const searching = query.templateName !== '' || query.category !== '';

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('route.tempManage')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('tpl.intro')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label={t('tpl.templateName')}
          value={typed.templateName}
          onChange={(event) => setTyped({ ...typed, templateName: event.target.value })}
        />
        <TextField
          size="small"
          label={t('tpl.category')}
          value={typed.category}
          onChange={(event) => setTyped({ ...typed, category: event.target.value })}
        />
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
      </Box>
      <Loadable query={templates} empty={searching ? t('tpl.noMatch') : t('tpl.empty')}>
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('tpl.rows')}>
                <TableHead>
                  <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableCell>{t('tpl.templateName')}</TableCell>
                    <TableCell>{t('tpl.category')}</TableCell>
                    <TableCell align="right">{t('tpl.widgets')}</TableCell>
                    <TableCell>{t('tpl.source')}</TableCell>
                    <TableCell>{t('area.updatedAt')}</TableCell>
                    <TableCell>{t('app.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((template) => {
                    const name = template.templateName;
                    return (
                      <TableRow key={template.id} hover>
                        <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                          {name}
                          {template.appId === null && (
                            <Typography component="span" variant="caption" color="text.secondary">
                              {' '}
                              · {t('tpl.shared')}
                            </Typography>
                          )}
                          {template.description && (
                            <Typography variant="body2" color="text.secondary" noWrap>
                              {template.description}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {template.category || '—'}
                        </TableCell>
                        <TableCell align="right">{template.widgetCount}</TableCell>
                        <TableCell sx={{ minWidth: 96 }}>
                          {template.sourceFormName ?? '—'}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {dateTime(template.updatedAt)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button
                            size="small"
                            onClick={() => setOpen({ kind: 'preview', template })}
                            aria-label={t('tpl.previewOf', { name })}
                          >
                            {t('tpl.preview')}
                          </Button>
                          {canAdd && (
                            <Button
                              size="small"
                              onClick={() => setOpen({ kind: 'newForm', template })}
                              aria-label={t('tpl.newFormFrom', { name })}
                            >
                              {t('tpl.newFormShort')}
                            </Button>
                          )}
                          {canEdit && (
                            <Button
                              size="small"
                              onClick={() => setOpen({ kind: 'edit', template })}
                              aria-label={t('tpl.editOf', { name })}
                            >
                              {t('tpl.edit')}
                            </Button>
                          )}
                          {canRemove && (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setOpen({ kind: 'remove', template })}
                              aria-label={t('tpl.deleteOf', { name })}
                            >
                              {t('app.delete')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <Paging
              total={page.total}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
      {open?.kind === 'preview' && (
        <TemplatePreviewDialog
          template={open.template}
          onClose={close}
          onNewForm={
            canAdd ? () => setOpen({ kind: 'newForm', template: open.template }) : undefined
          }
        />
      )}
      {open?.kind === 'edit' && <EditTemplateDialog template={open.template} onClose={close} />}
      {open?.kind === 'newForm' && (
        <NewFormDialog
          app={app}
          templateId={open.template.id}
          onClose={close}
          onCreated={(form) => {
            close();
            void navigate(designPath(form.id));
          }}
        />
      )}
      <Dialog
        open={open?.kind === 'remove'}
        onClose={(_, reason) => reason !== 'backdropClick' && close()}
      >
        <DialogTitle>{t('tpl.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('tpl.confirmText', { name: open?.template.templateName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={removing.isLoading}
            onClick={() => open && void removeConfirmed(open.template)}
          >
            {t('app.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/**
 * app/{appId}/tempManage: the form templates the application may use (its own and the shared
 * ones): search, preview, rename, delete, and start a new form from one.
 */
export function TemplatesPage() {
  return <AppArea>{(app) => <TemplateList app={app} />}</AppArea>;
}
