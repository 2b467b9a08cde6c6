import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PageContent } from '@org/api-contract';
import type { CallError } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { useViewRowsQuery } from '../api/artefacts-api';
import { DashboardPanel } from '../dashboards/DashboardPanel';
import { FormFrame } from '../formcontainer/FormFrame';
import { usePublishedOrLatest } from './flow-form';
import { Spinner } from '@org/app-kit';

/** Rows of a view shown in a page's preview. */
const PREVIEW_ROWS = 20;

const spinner = (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
    <Spinner size={24} />
  </Box>
);

function FormBlock({ formId }: { formId: number }) {
  const { t } = useTranslation('shell');
  const shown = usePublishedOrLatest(formId);
  if (shown.isLoading) return spinner;
  if (!shown.form) {
    return (
      <Alert severity="warning">
        {t('designer.unknownForm', { id: formId })} {shown.error?.message}
      </Alert>
    );
  }
  const form = shown.form;
  return (
    <Box component="section" aria-label={t('designer.formBlock', { name: form.formName })}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {form.formName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown.latest
          ? t('designer.latestShown', { version: form.version })
          : t('designer.publishedShown', { version: form.version })}
      </Typography>
      <FormFrame definition={form.definition} appCode={form.appCode} appId={form.appId} />
    </Box>
  );
}

/**
 * A data-view block of the previewed page: the first rows of the view's answer, as a plain
 * table. Not a list of the list kit, on purpose: it shows what the page will show, not records
 * to manage. Its columns are whatever the view's records hold (known only once they arrive),
 * the records have no id, and the view's run answers them all at once (`resultAppendNotPage`,
 * at most the view's `maxRows`) with no paging, sorting or search to offer, nor any row action.
 */
function ViewBlock({ viewId, name }: { viewId: number; name: string }) {
  const { t } = useTranslation('shell');
  const rows = useViewRowsQuery(viewId);
  if (rows.isLoading) return spinner;
  if (rows.error || !rows.data) {
    return (
      <Alert severity="warning">
        {t('designer.unknownView', { id: viewId })} {(rows.error as CallError | undefined)?.message}
      </Alert>
    );
  }
  const records = rows.data.records.slice(0, PREVIEW_ROWS);
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return (
    <Box component="section" aria-label={t('designer.viewBlock', { name })}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {name}
      </Typography>
      {records.length === 0 ? (
        <Typography color="text.secondary">{t('designer.noRows')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t('artefact.rowsOf', { name })}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record, index) => (
                <TableRow key={index}>
                  {columns.map((column) => (
                    <TableCell key={column}>{String(record[column] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.data.records.length > PREVIEW_ROWS && (
        <Typography variant="body2" color="text.secondary">
          {t('designer.truncated', { count: PREVIEW_ROWS })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A page as people see it: its title, then each block in order — a form in the renderer (its
 * published version, else the latest), a data view's rows as a table, or a dashboard with its
 * shared filters and charts.
 */
export function PagePreview({
  content,
  viewName,
}: {
  content: PageContent;
  viewName: (id: number) => string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h6" component="h2">
        {content.title}
      </Typography>
      {content.blocks.map((block, index) =>
        block.type === 'FORM' && block.formId !== undefined ? (
          <FormBlock key={`${index}-${block.formId}`} formId={block.formId} />
        ) : block.type === 'DASHBOARD' && block.dashboardId !== undefined ? (
          <DashboardPanel key={`${index}-${block.dashboardId}`} dashboardId={block.dashboardId} />
        ) : block.viewId !== undefined ? (
          <ViewBlock
            key={`${index}-${block.viewId}`}
            viewId={block.viewId}
            name={viewName(block.viewId)}
          />
        ) : null,
      )}
    </Box>
  );
}
