import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormPage } from '../api/shell-api';
import { dateTime } from '../common/format';
import { designPath } from '../common/paths';
import { PublishedState } from '../design/PublishedState';
import { fillPath } from '../formcontainer/paths';

/** An application's forms: code, name, latest version, status, last change (and "design"). */
export function FormsTable({
  forms,
  label,
  design = false,
  onSubmissions,
  onPublish,
  onSaveAsTemplate,
}: {
  forms: FormPage['list'];
  label: string;
  /** Offer a link that opens each form in the designer. */
  design?: boolean;
  /** Offer "Submissions" per form: opens its submissions. */
  onSubmissions?: (form: FormPage['list'][number]) => void;
  /** Offer "Publish…" per form, beside its published version. */
  onPublish?: ((form: FormPage['list'][number]) => void) | undefined;
  /** Offer "Save as template" per form (in the actions column). */
  onSaveAsTemplate?: ((form: FormPage['list'][number]) => void) | undefined;
}) {
  const { t } = useTranslation('shell');
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('area.formCode')}</TableCell>
            <TableCell>{t('area.formName')}</TableCell>
            <TableCell align="right">{t('area.version')}</TableCell>
            <TableCell>{t('versions.column')}</TableCell>
            <TableCell>{t('app.status')}</TableCell>
            <TableCell>{t('area.updatedAt')}</TableCell>
            {(design || onSubmissions) && <TableCell>{t('app.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {forms.map((form) => (
            <TableRow key={form.id}>
              <TableCell>{form.formCode}</TableCell>
              <TableCell>{form.formName}</TableCell>
              <TableCell align="right">{form.version}</TableCell>
              <TableCell>
                <PublishedState form={form} onPublish={onPublish} />
              </TableCell>
              <TableCell>{t(form.status === 1 ? 'app.enabled' : 'app.disabled')}</TableCell>
              <TableCell>{dateTime(form.updatedAt)}</TableCell>
              {(design || onSubmissions) && (
                <TableCell>
                  {design && (
                    <Button
                      size="small"
                      component={Link}
                      to={designPath(form.id)}
                      aria-label={t('design.designForm', { name: form.formName })}
                    >
                      {t('design.design')}
                    </Button>
                  )}
                  {design && form.publishedVersion !== null && (
                    <Button
                      size="small"
                      component={Link}
                      to={fillPath(form.id)}
                      aria-label={t('fc.fillForm', { name: form.formName })}
                    >
                      {t('fc.fill')}
                    </Button>
                  )}
                  {onSubmissions && (
                    <Button
                      size="small"
                      onClick={() => onSubmissions(form)}
                      aria-label={t('subs.actionLabel', { name: form.formName })}
                    >
                      {t('subs.action')}
                    </Button>
                  )}
                  {onSaveAsTemplate && (
                    <Button
                      size="small"
                      onClick={() => onSaveAsTemplate(form)}
                      aria-label={t('tpl.saveAsOf', { name: form.formName })}
                    >
                      {t('tpl.saveAs')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
