import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { WorkflowContent } from '@org/api-contract';
import { useSession } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  RowLink,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useRowActionsColumn,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ArtefactPageQuery,
  type ArtefactRecord,
  useArtefactPageQuery,
} from '../api/artefacts-api';
import {
  type SubmissionPage,
  type SubmissionPageQuery,
  useSubmissionPageQuery,
} from '../api/shell-api';
import { dateTime } from '../common/format';
import { Loadable, useAppsDenied } from '../common/Loadable';
import { SelectField } from './fields';

type Submission = SubmissionPage['list'][number];

const stepsOf = (flow: ArtefactRecord) => (flow.content as WorkflowContent).steps;
const nameOf = (flow: ArtefactRecord) => flow.artefactName;
const isEnabled = (flow: ArtefactRecord) => flow.status === 1;

const FLOW_SORTABLE = ['artefactCode', 'artefactName', 'updatedAt'] as const;
/** The flows one may start: the enabled ones of every application, by name until sorted. */
const STARTABLE = { kind: 'WORKFLOW', status: 1, sortBy: 'artefactName' } as const;

/**
 * processCenter/index: the enabled flows of every application on the list kit (search, server
 * paging and sorting); each one is started from its row (processCenter/handle/{id}).
 */
export function ProcessCenterPage() {
  const denied = useAppsDenied();
  return denied ? <Alert severity="info">{denied}</Alert> : <StartableFlows />;
}

function StartableFlows() {
  const { t } = useTranslation('shell');
  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'keyword', label: t('process.search') }],
    [t],
  );
  const list = useListQuery<ArtefactRecord, ArtefactPageQuery>({
    searchFields,
    scope: STARTABLE,
    sortable: FLOW_SORTABLE,
    usePage: useArtefactPageQuery,
  });
  const updatedAt = useDateTimeColumn<ArtefactRecord>(
    'updatedAt',
    t('artefact.updatedAt'),
    dateTime,
  );
  const columns = useMemo<GridColDef<ArtefactRecord>[]>(() => {
    const steps = (count: number) => t('artefact.stepCount', { count });
    return [
      { field: 'artefactName', headerName: t('process.flow'), flex: 1, minWidth: 140 },
      {
        field: 'description',
        headerName: t('artefact.description'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'appName',
        headerName: t('artefact.application'),
        flex: 1,
        minWidth: 110,
        sortable: false,
      },
      {
        field: 'steps',
        headerName: t('artefact.steps'),
        width: 90,
        sortable: false,
        valueGetter: (_value, flow) => steps(stepsOf(flow).length),
      },
      {
        field: 'firstStep',
        headerName: t('process.firstStep'),
        flex: 1,
        minWidth: 110,
        sortable: false,
        valueGetter: (_value, flow) => stepsOf(flow)[0]?.name ?? '',
      },
      updatedAt,
    ];
  }, [t, updatedAt]);
  const start = t('artefact.startFlow');
  const startLink = useCallback(
    (flow: ArtefactRecord) => (
      <RowLink to={`/processCenter/handle/${flow.id}`} aria-label={`${start} ${flow.artefactName}`}>
        {start}
      </RowLink>
    ),
    [start],
  );
  const withStart = useRowActionsColumn(columns, {
    rowLabel: nameOf,
    isEnabled,
    extra: startLink,
    extraWidth: 56,
  });

  return (
    <ListPage
      title={t('process.flows')}
      actions={
        <Button component={Link} to="/processCenter/workflowView">
          {t('process.mine')}
        </Button>
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <ListGrid
        list={list}
        columns={withStart}
        label={t('process.flows')}
        emptyText={list.query.keyword ? t('artefact.noMatch') : t('process.noFlows')}
      />
    </ListPage>
  );
}

const NO_SEARCH: readonly SearchField[] = [];
const STARTED_SORTABLE = ['createdAt', 'formVersion'] as const;
const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The user's submissions of a flow's start form (newest first until sorted), with their state. */
function StartedList({ flow, userId }: { flow: ArtefactRecord; userId: number }) {
  const { t } = useTranslation('shell');
  const content = flow.content as WorkflowContent;
  const scope = useMemo(
    () => ({ formId: content.formId, submittedBy: userId, ...NEWEST_FIRST }),
    [content.formId, userId],
  );
  const list = useListQuery<Submission, SubmissionPageQuery>({
    searchFields: NO_SEARCH,
    scope,
    sortable: STARTED_SORTABLE,
    usePage: useSubmissionPageQuery,
  });
  const first = content.steps[0];
  const startedAt = useDateTimeColumn<Submission>('createdAt', t('process.submittedAt'), dateTime);
  const columns = useMemo<GridColDef<Submission>[]>(() => {
    // Every started flow waits for the first step: its text is the same on every row.
    const waiting = t('process.waiting', { step: first?.name ?? '', role: first?.roleCode ?? '' });
    const draft = t('process.draft');
    return [
      { field: 'id', headerName: t('process.number'), width: 90, sortable: false },
      {
        field: 'formName',
        headerName: t('artefact.form'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      { field: 'formVersion', headerName: t('process.formVersion'), width: 110, type: 'number' },
      {
        ...startedAt,
        valueGetter: (_value, row) => row.submittedAt ?? row.createdAt,
      },
      {
        field: 'submitStatus',
        headerName: t('process.state'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => (row.submitStatus === 'DRAFT' ? draft : waiting),
      },
    ];
  }, [t, first, startedAt]);
  return (
    <ListGrid
      list={list}
      columns={columns}
      label={t('process.mine')}
      emptyText={t('process.noStarted')}
    />
  );
}

/**
 * processCenter/workflowView: the flows the user started — their submissions of the chosen
 * flow's start form, on the list kit (server paging, sorting) — with where each one stands.
 */
export function WorkflowViewPage() {
  const { t } = useTranslation('shell');
  const denied = useAppsDenied();
  const userId = useSession().userInfo?.userId;
  // The flows to choose from: a lookup of the select, not a list of its own.
  const flows = useArtefactPageQuery(
    { kind: 'WORKFLOW', pageSize: 100, sortBy: 'artefactName' },
    { skip: denied !== null },
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const choices = flows.data?.list ?? [];
  const flow = choices.find((f) => f.id === chosen) ?? choices[0];
  if (denied) return <Alert severity="info">{denied}</Alert>;
  return (
    <ListPage
      title={t('process.mine')}
      actions={
        <Button component={Link} to="/processCenter/index">
          {t('process.toCenter')}
        </Button>
      }
      search={
        flow && (
          <Box sx={{ bgcolor: 'background.paper', p: 1.5, borderRadius: 1 }}>
            <Box sx={{ maxWidth: 420 }}>
              <SelectField
                label={t('process.flow')}
                value={flow.id}
                choices={choices.map((f) => ({
                  value: f.id,
                  label: `${f.artefactName}（${f.appName}）`,
                }))}
                onChange={(value) => setChosen(Number(value))}
              />
            </Box>
          </Box>
        )
      }
    >
      <Loadable query={flows} empty={t('process.noFlows')}>
        {() =>
          flow && userId !== undefined ? (
            <StartedList key={flow.id} flow={flow} userId={userId} />
          ) : (
            <Alert severity="info">{t('process.noStarted')}</Alert>
          )
        }
      </Loadable>
    </ListPage>
  );
}
