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
import { useViewPageQuery } from '../api/dataview-api';
import { useFilePageQuery } from '../api/files-api';
import { type AppSummary, useFormPageQuery, useSubmissionPageQuery } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { Loadable } from '../common/Loadable';
import { fileSize } from '../files/format';
import { FormsTable } from './FormsTable';

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
  const views = useViewPageQuery({
    appId: app.id,
    pageNo: 1,
    pageSize: 10,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
  });
  const files = useFilePageQuery({
    appId: app.id,
    pageNo: 1,
    pageSize: 10,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
  });
  const viewList = { ...views, data: views.data && { list: views.data.records } };
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
      <Section title={t('area.dataViews')}>
        <Loadable query={viewList} empty={t('area.noDataViews')}>
          {({ list }) => (
            <TableContainer>
              <Table size="small" aria-label={t('area.dataViews')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dataview.viewCode')}</TableCell>
                    <TableCell>{t('dataview.viewName')}</TableCell>
                    <TableCell>{t('dataview.viewType')}</TableCell>
                    <TableCell>{t('dataview.viewStatus')}</TableCell>
                    <TableCell>{t('area.updatedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((view) => (
                    <TableRow key={view.id}>
                      <TableCell>{view.viewCode}</TableCell>
                      <TableCell>{view.viewName}</TableCell>
                      <TableCell>{t(`dataview.${view.viewType}`)}</TableCell>
                      <TableCell>{t(`dataview.${view.viewStatus}`)}</TableCell>
                      <TableCell>{dateTime(view.updatedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Loadable>
      </Section>
      <Section title={t('area.recentFiles')}>
        <Loadable query={files} empty={t('area.noFiles')}>
          {(page) => (
            <TableContainer>
              <Table size="small" aria-label={t('area.recentFiles')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('oss.name')}</TableCell>
                    <TableCell align="right">{t('oss.size')}</TableCell>
                    <TableCell>{t('oss.uploader')}</TableCell>
                    <TableCell>{t('oss.time')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((file) => (
                    <TableRow key={file.key}>
                      <TableCell>{file.name}</TableCell>
                      <TableCell align="right">{fileSize(file.size)}</TableCell>
                      <TableCell>{file.ownerName}</TableCell>
                      <TableCell>{dateTime(file.updatedAt)}</TableCell>
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

/** app/{appId}: the application's home: its forms, latest submissions, data views and files. */
export function AppHome() {
  return <AppArea>{(app) => <Overview app={app} />}</AppArea>;
}
