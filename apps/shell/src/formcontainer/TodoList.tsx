import { useSession } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  RowLink,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useNamedText,
  useRowActionsColumn,
} from '@org/app-kit/list';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FillablePage,
  type FillableQuery,
  useFillableFormsQuery,
} from '../api/formcontainer-api';
import {
  type SubmissionPage,
  type SubmissionPageQuery,
  useSubmissionPageQuery,
} from '../api/shell-api';
import { dateTime } from '../common/format';
import { fillPath, submissionPath } from './paths';

type Draft = SubmissionPage['list'][number];
type FillableForm = FillablePage['list'][number];

/** The user's drafts, the newest first: what the list asks for besides the page. */
const draftsOf = (userId: number) => ({
  submittedBy: userId,
  submitStatus: 'DRAFT' as const,
  sortBy: 'createdAt' as const,
  sortOrder: 'desc' as const,
});

/** The query of the user's drafts (the to-dos count uses the same). */
export function draftsQuery(userId: number, pageNo = 1, pageSize = 10) {
  return { ...draftsOf(userId), pageNo, pageSize };
}

const NO_SEARCH: never[] = [];
/** Neither list is sorted but by the server's own order (newest drafts; app, then form). */
const UNSORTED: never[] = [];
/** To-dos have no enabled state the list toggles (the row actions ask for one). */
const noStatus = () => true;
const formNameOf = (row: { formName: string }) => row.formName;

/** One of the to-do lists, a region named by its title. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

function Drafts({ userId }: { userId: number }) {
  const { t } = useTranslation('shell');
  const scope = useMemo(() => draftsOf(userId), [userId]);
  const list = useListQuery<Draft, SubmissionPageQuery>({
    searchFields: NO_SEARCH,
    scope,
    sortable: UNSORTED,
    usePage: useSubmissionPageQuery,
  });
  const savedAt = useDateTimeColumn<Draft>('updatedAt', t('fc.savedAtColumn'), dateTime);
  const columns = useMemo<GridColDef<Draft>[]>(
    () => [
      {
        field: 'formName',
        headerName: t('area.formName'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      { ...savedAt, sortable: false },
    ],
    [t, savedAt],
  );
  const continueOf = useNamedText('fc.continueDraft', 'shell');
  const continueText = t('fc.continue');
  const goOn = useCallback(
    (draft: Draft) => (
      <RowLink to={submissionPath(draft.id)} aria-label={continueOf(draft.formName)}>
        {continueText}
      </RowLink>
    ),
    [continueOf, continueText],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: formNameOf,
    isEnabled: noStatus,
    extra: goOn,
    extraWidth: 80,
  });
  return (
    <Section title={t('fc.drafts')}>
      <ListPage title={t('fc.drafts')} level={2}>
        <ListGrid
          list={list}
          columns={withActions}
          label={t('fc.drafts')}
          emptyText={t('fc.noDrafts')}
        />
      </ListPage>
    </Section>
  );
}

function Fillable() {
  const { t } = useTranslation('shell');
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'formName', label: t('fc.searchForm') }],
    [t],
  );
  const list = useListQuery<FillableForm, FillableQuery>({
    searchFields,
    sortable: UNSORTED,
    usePage: useFillableFormsQuery,
  });
  const versionOf = useNamedText('fc.version', 'shell', 'version');
  // "app / form" in the user's language, translated once for every row
  const codesOf = useMemo(() => {
    const text = t('fc.appForm', { app: '\u0000', form: '\u0001' });
    return (app: string, form: string) => text.replace('\u0000', app).replace('\u0001', form);
  }, [t]);
  const columns = useMemo<GridColDef<FillableForm>[]>(
    () => [
      {
        field: 'formName',
        headerName: t('area.formName'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'formCode',
        headerName: t('fc.codes'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_, row) => codesOf(row.appCode, row.formCode),
      },
      {
        field: 'publishedVersion',
        headerName: t('area.version'),
        width: 90,
        sortable: false,
        valueGetter: (value: number) => versionOf(value),
      },
    ],
    [t, versionOf, codesOf],
  );
  const fillOf = useNamedText('fc.fillForm', 'shell');
  const fillText = t('fc.fill');
  const fill = useCallback(
    (form: FillableForm) => (
      <RowLink to={fillPath(form.id)} aria-label={fillOf(form.formName)}>
        {fillText}
      </RowLink>
    ),
    [fillOf, fillText],
  );
  const withActions = useRowActionsColumn(columns, {
    rowLabel: formNameOf,
    isEnabled: noStatus,
    extra: fill,
    extraWidth: 64,
  });
  return (
    <Section title={t('fc.fillable')}>
      <ListPage
        title={t('fc.fillable')}
        level={2}
        search={<SearchFields fields={searchFields} list={list} />}
      >
        <ListGrid
          list={list}
          columns={withActions}
          label={t('fc.fillable')}
          emptyText={t('fc.noFillable')}
        />
      </ListPage>
    </Section>
  );
}

/** The user's to-dos: their unfinished drafts, and the published forms they can fill in. */
export function TodoList() {
  const { t } = useTranslation('shell');
  const userId = useSession().userInfo?.userId;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('fc.todos')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {userId !== undefined && <Drafts userId={userId} />}
        <Fillable />
      </Box>
    </Box>
  );
}
