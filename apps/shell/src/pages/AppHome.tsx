import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppSummary, useFormPageQuery, useSubmissionPageQuery } from '../api/shell-api';
import { AppArea } from './AppArea';
import { FormsTable, dateTime } from './FormsTable';
import { Loadable } from './Loadable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Overview({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const forms = useFormPageQuery({
    appId: app.id,
    pageNo: 1,
    pageSize: 10,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
  });
  const submissions = useSubmissionPageQuery({
    appId: app.id,
    pageNo: 1,
    pageSize: 10,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  return (
    <>
      <Section title={t('area.forms')}>
        <Loadable query={forms} empty={t('area.noForms')}>
          {(page) => <FormsTable forms={page.list} label={t('area.forms')} />}
        </Loadable>
      </Section>
      <Section title={t('area.recentSubmissions')}>
        <Loadable query={submissions} empty={t('area.noSubmissions')}>
          {(page) => (
            <TableContainer>
              <Table size="small" aria-label={t('area.recentSubmissions')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('area.formName')}</TableCell>
                    <TableCell align="right">{t('area.version')}</TableCell>
                    <TableCell>{t('area.submitter')}</TableCell>
                    <TableCell>{t('area.submitStatus')}</TableCell>
                    <TableCell>{t('area.submittedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.formName}</TableCell>
                      <TableCell align="right">{row.formVersion}</TableCell>
                      <TableCell>{row.submitterName}</TableCell>
                      <TableCell>{t(`area.${row.submitStatus}`)}</TableCell>
                      <TableCell>{dateTime(row.submittedAt ?? row.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Loadable>
      </Section>
    </>
  );
}

/** app/{appId}: the application's home, its forms and latest submissions. */
export function AppHome() {
  return <AppArea>{(app) => <Overview app={app} />}</AppArea>;
}
