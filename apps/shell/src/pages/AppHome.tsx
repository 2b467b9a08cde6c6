import {
  FILE_SORT_COLUMNS,
  FORM_SORT_COLUMNS,
  SUBMISSION_SORT_COLUMNS,
  VIEW_SORT_COLUMNS,
} from '@org/api-contract';
import {
  ListGrid,
  ListPage,
  type ListRow,
  type PageAnswer,
  type PagingQuery,
  useDateTimeColumn,
  useListQuery,
} from '@org/app-kit/list';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPageQuery, ViewSummary } from '../api/dataview-api';
import type { FilePageQuery } from '../api/files-api';
import {
  type AppSummary,
  type FormPageQuery,
  type SubmissionPage,
  type SubmissionPageQuery,
  useFormPageQuery,
  useSubmissionPageQuery,
} from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { HomeDashboards } from '../dashboards/DashboardPanel';
import { useRecentViews } from '../dataview/view-rows';
import { useFileColumns } from '../files/file-columns';
import { AppFlows } from '../flows/AppFlows';
import { type FileRow, useFileRows } from '../files/file-rows';
import { type FormRow, useFormColumns } from './form-columns';

type SubmissionRow = SubmissionPage['list'][number];

/** The forms last changed first until the user sorts them. */
function useRecentForms(query: FormPageQuery) {
  return useFormPageQuery({ sortBy: 'updatedAt', sortOrder: 'desc', ...query });
}

/** The submissions newest first until the user sorts them. */
function useRecentSubmissions(query: SubmissionPageQuery) {
  return useSubmissionPageQuery({ sortBy: 'createdAt', sortOrder: 'desc', ...query });
}

const NO_SEARCH: never[] = [];

/**
 * One list of the overview: a titled grid of the application's records, ten at first, with the
 * kit's paging and the sorts its server offers (no search: the feature's own page has it).
 */
function Overview<Row extends ListRow, Query extends PagingQuery>({
  scope,
  title,
  empty,
  columns,
  sortable,
  usePage,
}: {
  /** The application's id, as its query names it. */
  scope: Partial<Query>;
  title: string;
  empty: string;
  columns: GridColDef<Row>[];
  sortable: readonly string[];
  usePage: (query: Query) => PageAnswer<Row>;
}) {
  const list = useListQuery<Row, Query>({ searchFields: NO_SEARCH, scope, sortable, usePage });
  return (
    <ListPage title={title} level={2}>
      <ListGrid list={list} columns={columns} label={title} emptyText={empty} />
    </ListPage>
  );
}

function Overviews({ app }: { app: AppSummary }) {
  const { t } = useTranslation('shell');
  const formColumns = useFormColumns({});
  const submittedAt = useDateTimeColumn<SubmissionRow>(
    'submittedAt',
    t('area.submittedAt'),
    dateTime,
  );
  const submissionColumns = useMemo<GridColDef<SubmissionRow>[]>(
    () => [
      {
        field: 'formName',
        headerName: t('area.formName'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      { field: 'formVersion', headerName: t('area.version'), width: 80, type: 'number' },
      { field: 'submitterName', headerName: t('area.submitter'), width: 120, sortable: false },
      {
        field: 'submitStatus',
        headerName: t('area.submitStatus'),
        width: 90,
        sortable: false,
        valueGetter: (value: SubmissionRow['submitStatus']) => t(`area.${value}`),
      },
      // a draft was never submitted: its time is when it was saved
      { ...submittedAt, valueGetter: (value: string | null, row) => value ?? row.createdAt },
    ],
    [t, submittedAt],
  );
  const viewUpdatedAt = useDateTimeColumn<ViewSummary>('updatedAt', t('area.updatedAt'), dateTime);
  const viewColumns = useMemo<GridColDef<ViewSummary>[]>(
    () => [
      { field: 'viewCode', headerName: t('dataview.viewCode'), flex: 1, minWidth: 140 },
      { field: 'viewName', headerName: t('dataview.viewName'), flex: 1, minWidth: 140 },
      {
        field: 'viewType',
        headerName: t('dataview.viewType'),
        width: 80,
        sortable: false,
        valueGetter: (value: ViewSummary['viewType']) => t(`dataview.${value}`),
      },
      {
        field: 'viewStatus',
        headerName: t('dataview.viewStatus'),
        width: 100,
        sortable: false,
        valueGetter: (value: ViewSummary['viewStatus']) => t(`dataview.${value}`),
      },
      viewUpdatedAt,
    ],
    [t, viewUpdatedAt],
  );
  const fileColumns = useFileColumns();
  const scope = useMemo(() => ({ appId: app.id }), [app.id]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HomeDashboards appId={app.id} />
      <Overview<FormRow, FormPageQuery>
        scope={scope}
        title={t('area.forms')}
        empty={t('area.noForms')}
        columns={formColumns}
        sortable={FORM_SORT_COLUMNS}
        usePage={useRecentForms}
      />
      <Overview<SubmissionRow, SubmissionPageQuery>
        scope={scope}
        title={t('area.recentSubmissions')}
        empty={t('area.noSubmissions')}
        columns={submissionColumns}
        sortable={SUBMISSION_SORT_COLUMNS}
        usePage={useRecentSubmissions}
      />
      <Overview<ViewSummary, ViewPageQuery>
        scope={scope}
        title={t('area.dataViews')}
        empty={t('area.noDataViews')}
        columns={viewColumns}
        sortable={VIEW_SORT_COLUMNS}
        usePage={useRecentViews}
      />
      <AppFlows appId={app.id} />
      <Overview<FileRow, FilePageQuery>
        scope={scope}
        title={t('area.recentFiles')}
        empty={t('area.noFiles')}
        columns={fileColumns}
        sortable={FILE_SORT_COLUMNS}
        usePage={useFileRows}
      />
    </Box>
  );
}

/**
 * app/{appId}: the application's home: the dashboards marked for it, its forms, latest submissions, data views, flows (open
 * tasks and instances by status) and files.
 */
export function AppHome() {
  return <AppArea>{(app) => <Overviews app={app} />}</AppArea>;
}
