import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { type ArtefactKind, FORM_PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import {
  DeleteSelectedButton,
  ListGrid,
  ListPage,
  RemovalConfirm,
  RowLink,
  type SearchField,
  SearchFields,
  StatusSwitch,
  StatusSwitchProvider,
  useDateTimeColumn,
  useListQuery,
  useListRemoval,
  useNamedText,
  useRowActionsColumn,
  useSelection,
  useStatusToggle,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArtefactPageQuery,
  type ArtefactRecord,
  useArtefactPageQuery,
  useRemoveArtefactsMutation,
  useSetArtefactStatusMutation,
} from '../api/artefacts-api';
import type { AppSummary } from '../api/shell-api';
import { AppArea } from '../common/AppArea';
import { dateTime } from '../common/format';
import { ArtefactDialog } from './ArtefactDialog';
import { useApiChoices, useFlowChoices, useFormChoices, useViewChoices } from './fields';
import { KINDS, type Names } from './kinds';
import { useOrchestrationRowActions } from './OrchestrationRowActions';
import { ReleaseImportDialog } from './ReleaseImportDialog';
import { useReleaseRowActions } from './ReleaseRowActions';
import { useStatisticRowActions } from './StatisticRowActions';
import { useTaskRowActions } from './TaskRowActions';

const SORTABLE = ['artefactCode', 'artefactName', 'updatedAt'] as const;
/** The list's order until the user sorts by a column: by code, as the kinds' codes read. */
const BY_CODE = { sortBy: 'artefactCode', sortOrder: 'asc' } as const;
const nameOf = (row: ArtefactRecord) => row.artefactName;
const isEnabled = (row: ArtefactRecord) => row.status === 1;

/** The summary column's names of forms, views and (for tasks) flows and APIs, by id. */
function useNames(appId: number, kind: ArtefactKind): Names {
  const forms = useFormChoices(appId);
  const views = useViewChoices();
  const flows = useFlowChoices(appId, kind !== 'TASK');
  const apis = useApiChoices(kind !== 'TASK');
  return useMemo(() => {
    const find = (choices: typeof forms, id: number) =>
      choices.find((c) => c.value === id)?.label ?? `#${id}`;
    return {
      form: (id) => find(forms, id),
      view: (id) => find(views, id),
      flow: (id) => find(flows, id),
      api: (id) => find(apis, id),
    };
  }, [forms, views, flows, apis]);
}

/**
 * The artefacts of one kind of an application on the list kit: search by code or name and by
 * status, server paging and sorting, create and change (name, description and the kind's
 * content in `ArtefactDialog`), enable (disable after a confirmation) with the row's switch,
 * and delete one or the checked ones after a confirmation. The kind's differences (its editor,
 * summary and link) come from `KINDS`; a task's row also runs it now and opens its runs, an
 * orchestration's publishes it, takes it offline and test-runs it, beside whether it is
 * published, a statistic's opens its chart, and a release's opens, exports and rolls back to
 * it (the releases' page also imports a release file).
 */
export function ArtefactList({ app, kind }: { app: AppSummary; kind: ArtefactKind }) {
  const { t } = useTranslation('shell');
  const config = KINDS[kind];
  const kindName = t(`artefact.kind.${kind}`);
  const title = config.page ? t(`route.${config.page}`) : t(config.titleKey ?? kindName);
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const names = useNames(app.id, kind);
  const taskActions = useTaskRowActions(kind === 'TASK');
  const orchestrationActions = useOrchestrationRowActions(kind === 'ORCHESTRATION', app.id);
  const statisticActions = useStatisticRowActions(kind === 'STATISTIC');
  const releaseActions = useReleaseRowActions(kind === 'RELEASE');
  const kindActions =
    kind === 'TASK'
      ? taskActions
      : kind === 'STATISTIC'
        ? statisticActions
        : kind === 'RELEASE'
          ? releaseActions
          : orchestrationActions;
  const [importing, setImporting] = useState(false);
  const publication = orchestrationActions.column;
  const [setStatus] = useSetArtefactStatusMutation();
  const [remove] = useRemoveArtefactsMutation();
  const [editing, setEditing] = useState<ArtefactRecord | 'new' | null>(null);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'keyword', label: t('artefact.search') },
      { key: 'status', label: t('app.status'), kind: 'status' },
    ],
    [t],
  );
  const scope = useMemo(() => ({ appId: app.id, kind, ...BY_CODE }), [app.id, kind]);
  const list = useListQuery<ArtefactRecord, ArtefactPageQuery>({
    searchFields,
    scope,
    sortable: SORTABLE,
    usePage: useArtefactPageQuery,
  });
  const selection = useSelection(list.rows);
  const searching = list.query.keyword !== undefined || list.query.status !== undefined;

  const saved = useCallback(
    () => notify(t('saved'), { variant: 'success', autoHideDuration: 3000 }),
    [t],
  );
  const toggleStatus = useCallback(
    (row: ArtefactRecord) => setStatus({ id: row.id, status: isEnabled(row) ? 0 : 1 }).unwrap(),
    [setStatus],
  );
  const statusToggle = useStatusToggle<ArtefactRecord>({
    toggleStatus,
    allowed: canEdit,
    isEnabled,
    entityName: kindName,
    rowLabel: nameOf,
    onDone: saved,
  });

  const statusOf = useNamedText('artefact.statusOf', 'shell');
  const updatedAt = useDateTimeColumn<ArtefactRecord>(
    'updatedAt',
    t('artefact.updatedAt'),
    dateTime,
  );
  const columns = useMemo<GridColDef<ArtefactRecord>[]>(() => {
    const summaryOf = (row: ArtefactRecord) => {
      try {
        return config.summary(row.content, t, names);
      } catch {
        // A content saved before its kind's rules changed: show it as it is.
        return JSON.stringify(row.content).slice(0, 120);
      }
    };
    return [
      { field: 'artefactCode', headerName: t('artefact.code'), width: 120 },
      { field: 'artefactName', headerName: t('artefact.name'), flex: 1, minWidth: 110 },
      {
        field: 'description',
        headerName: t('artefact.description'),
        flex: 1,
        minWidth: 90,
        sortable: false,
      },
      {
        field: 'content',
        headerName: t('artefact.content'),
        flex: 2,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => summaryOf(row),
      },
      ...(publication ? [publication] : []),
      {
        field: 'status',
        headerName: t('artefact.status'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => <StatusSwitch row={row} aria-label={statusOf(row.artefactName)} />,
      },
      updatedAt,
    ];
  }, [t, config, names, publication, statusOf, updatedAt]);

  const openLabel = config.open ? t(config.open.labelKey) : '';
  const openLink = useCallback(
    (row: ArtefactRecord) =>
      config.open && (
        <RowLink to={config.open.path(row.id)} aria-label={`${openLabel} ${row.artefactName}`}>
          {openLabel}
        </RowLink>
      ),
    [config, openLabel],
  );
  const removal = useListRemoval<ArtefactRecord>({
    remove: (ids) => remove(ids).unwrap(),
    doneText: t('deleted'),
    selection,
    list,
  });
  const { ask: askRemoval } = removal;
  const removeRow = useCallback((row: ArtefactRecord) => askRemoval([row]), [askRemoval]);
  const withActions = useRowActionsColumn(columns, {
    rowLabel: nameOf,
    onEdit: canEdit ? setEditing : undefined,
    isEnabled,
    onRemove: canRemove ? removeRow : undefined,
    extra: config.open ? openLink : kindActions.extra,
    extraWidth: config.open ? 56 : kindActions.extraWidth,
  });

  const actions = (
    <>
      {canAdd && (
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('artefact.newOf', { kind: kindName })}
        </Button>
      )}
      {canAdd && kind === 'RELEASE' && (
        <Button variant="outlined" onClick={() => setImporting(true)}>
          {t('release.import')}
        </Button>
      )}
      {canRemove && <DeleteSelectedButton removal={removal} selected={selection.selectedRows} />}
    </>
  );

  return (
    <ListPage
      title={title}
      level={2}
      actions={actions}
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <StatusSwitchProvider toggle={statusToggle} isEnabled={isEnabled}>
        <ListGrid
          list={list}
          columns={withActions}
          label={title}
          emptyText={searching ? t('artefact.noMatch') : t('artefact.empty', { kind: kindName })}
          {...(canRemove
            ? { selection: { model: selection.selection, onChange: selection.setSelection } }
            : {})}
        />
      </StatusSwitchProvider>
      {editing && (
        <ArtefactDialog
          config={config}
          appId={app.id}
          {...(editing === 'new' ? {} : { artefact: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            saved();
          }}
        />
      )}
      <RemovalConfirm
        removal={removal}
        title={t('confirm.title')}
        question={(only, count) =>
          only ? t('confirm.text', { name: only.artefactName }) : t('confirm.textMany', { count })
        }
      />
      {statusToggle.dialog}
      {kindActions.dialog}
      {importing && <ReleaseImportDialog onClose={() => setImporting(false)} />}
    </ListPage>
  );
}

/** A per-application page listing one kind of artefact. */
function kindPage(kind: ArtefactKind) {
  function ArtefactKindPage() {
    return <AppArea>{(app) => <ArtefactList app={app} kind={kind} />}</AppArea>;
  }
  ArtefactKindPage.displayName = `ArtefactPage(${kind})`;
  return ArtefactKindPage;
}

/** app/{appId}/Workflow: the application's flows. */
export const WorkflowPage = kindPage('WORKFLOW');
/** app/{appId}/ServiceOrchestration: the application's service orchestrations. */
export const OrchestrationPage = kindPage('ORCHESTRATION');
/** app/{appId}/StatisticalAnalysis: the application's statistics, and its dashboards of them. */
export function StatisticPage() {
  return (
    <AppArea>
      {(app) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ArtefactList app={app} kind="STATISTIC" />
          <ArtefactList app={app} kind="DASHBOARD" />
        </Box>
      )}
    </AppArea>
  );
}
/** app/{appId}/TaskScheduling: the application's scheduled tasks. */
export const TaskPage = kindPage('TASK');
/** app/{appId}/SourceCode: the application's source files. */
export const SourcePage = kindPage('SOURCE');
/** app/{appId}/CompileRelease: the application's releases. */
export const ReleasePage = kindPage('RELEASE');
