import { API, CONFIGURED_APP_SORT_COLUMNS, PERMISSIONS, type RouteRecord } from '@org/api-contract';
import { callRoute, flattenRoutes, useCan, useHttp, useRouteList } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useDateTimeColumn,
  useLocalizedDefinition,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './app-config.form.json';
import definitionEnUs from './app-config.form.en-US.json';
import {
  type ConfiguredApp,
  type ConfiguredAppPage,
  type ConfiguredAppQuery,
  useConfiguredAppPageQuery,
  useCreateConfiguredAppMutation,
  useOwnerCandidatesQuery,
  useRemoveConfiguredAppsMutation,
  useUpdateConfiguredAppMutation,
} from './app-config-api';

const P = PERMISSIONS.appConfig;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };

/** A choice of the owner select. */
interface OwnerChoice {
  value: number;
  label: string;
}

/** The form (in its language) with the owner select offering `choices` (users' names as they are). */
function withOwners(base: FormDefinitionJson, choices: readonly OwnerChoice[]): FormDefinitionJson {
  return {
    ...base,
    list: base.list.map((widget) =>
      widget.model === 'ownerUserId'
        ? { ...widget, options: { ...(widget as { options?: object }).options, options: choices } }
        : widget,
    ),
  };
}
/** The component key of the items page (a page below this screen in the route list). */
export const ITEMS_COMPONENT = 'system/appConfigItem/index';

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const owner = Math.trunc(Number(values.ownerUserId ?? 0));
  return {
    appCode: String(values.appCode ?? '').trim(),
    appName: String(values.appName ?? '').trim(),
    icon: String(values.icon ?? '').trim(),
    description: String(values.description ?? ''),
    ownerUserId: Number.isFinite(owner) && owner > 0 ? owner : null,
    homePath: String(values.homePath ?? '').trim(),
    sort: Math.max(0, Math.trunc(Number(values.sort ?? 0)) || 0),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
  };
}

/** The full path of the items page in the route list, if the user has it. */
function useItemsPath(): string | null {
  const { routes } = useRouteList();
  const canView = useCan(PERMISSIONS.appConfigItem.view);
  return useMemo(() => {
    if (!canView) return null;
    const page = flattenRoutes((routes ?? []) as RouteRecord[]).find(
      (entry) => entry.route.component === ITEMS_COMPONENT,
    );
    return page?.fullPath ?? null;
  }, [routes, canView]);
}

/** 应用配置: the applications of the application centre; each opens its config items. */
export function AppConfigScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const navigate = useNavigate();
  const itemsPath = useItemsPath();
  // the owner is chosen among the enabled users (with the user list's code)
  const canListUsers = useCan(PERMISSIONS.user.view);
  const { data: candidates } = useOwnerCandidatesQuery(undefined, { skip: !canListUsers });
  const choices = useMemo<OwnerChoice[]>(
    () =>
      (candidates ?? []).map((user) => ({
        value: user.id,
        label: `${user.username}（${user.account}）`,
      })),
    [candidates],
  );
  const base = useLocalizedDefinition(definitionJson as FormDefinitionJson, translations);
  const definition = useMemo(() => withOwners(base, choices), [base, choices]);
  const ownerNames = useMemo(
    () => new Map((candidates ?? []).map((user) => [user.id, user.username])),
    [candidates],
  );
  const editDefinition = useCallback(
    (row: ConfiguredApp) =>
      row.ownerUserId === null || choices.some((choice) => choice.value === row.ownerUserId)
        ? definition
        : withOwners(base, [
            ...choices,
            { value: row.ownerUserId, label: t('appConfig.userNo', { id: row.ownerUserId }) },
          ]),
    [base, choices, definition, t],
  );
  const [createApp] = useCreateConfiguredAppMutation();
  const [updateApp] = useUpdateConfiguredAppMutation();
  const [removeApps] = useRemoveConfiguredAppsMutation();
  const status = useStatusColumn<ConfiguredApp>(t('appConfig.status'));
  const createdAt = useDateTimeColumn<ConfiguredApp>('createdAt', t('appConfig.createdAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'appCode', label: t('appConfig.appCode'), maxLength: 64 },
      { key: 'appName', label: t('appConfig.appName') },
      { key: 'status', label: t('appConfig.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<ConfiguredApp>[]>(
    () => [
      { field: 'appCode', headerName: t('appConfig.appCode'), flex: 1, minWidth: 100 },
      { field: 'appName', headerName: t('appConfig.appName'), flex: 1, minWidth: 100 },
      {
        field: 'homePath',
        headerName: t('appConfig.homePath'),
        flex: 1,
        minWidth: 80,
        sortable: false,
      },
      {
        field: 'ownerUserId',
        headerName: t('appConfig.ownerUserId'),
        flex: 1.2,
        minWidth: 120,
        sortable: false,
        valueGetter: (value: number | null) =>
          value === null ? '' : (ownerNames.get(value) ?? t('appConfig.userNo', { id: value })),
      },
      {
        field: 'configCount',
        headerName: t('appConfig.configCount'),
        width: 80,
        type: 'number',
        sortable: false,
      },
      status,
      { field: 'sort', headerName: t('appConfig.sort'), width: 64, type: 'number' },
      createdAt,
    ],
    [t, status, createdAt, ownerNames],
  );

  const csvColumns = useMemo<CsvColumn<ConfiguredApp>[]>(
    () => [
      { header: t('appConfig.appCode'), value: (row) => row.appCode },
      { header: t('appConfig.appName'), value: (row) => row.appName },
      { header: t('appConfig.icon'), value: (row) => row.icon },
      { header: t('appConfig.homePath'), value: (row) => row.homePath },
      { header: t('appConfig.ownerUserId'), value: (row) => row.ownerUserId ?? '' },
      { header: t('appConfig.configCount'), value: (row) => row.configCount },
      {
        header: t('appConfig.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('appConfig.sort'), value: (row) => row.sort },
      { header: t('appConfig.description'), value: (row) => row.description },
      { header: t('appConfig.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: ConfiguredApp) =>
      itemsPath ? (
        <RowButton
          onClick={() => void navigate(`${itemsPath}?appId=${row.id}`)}
          aria-label={`${t('appConfig.items')} ${row.appName} (${row.appCode})`}
        >
          {t('appConfig.items')}
        </RowButton>
      ) : null,
    [itemsPath, navigate, t],
  );

  return (
    <CrudScreen<ConfiguredApp, ConfiguredAppQuery>
      title={title}
      entityName={t('appConfig.name')}
      rowLabel={(row) => `${row.appName} (${row.appCode})`}
      searchFields={searchFields}
      sortable={CONFIGURED_APP_SORT_COLUMNS}
      usePage={useConfiguredAppPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        editDefinition,
        toValues: (row) => ({ ...row, ownerUserId: row.ownerUserId ?? '' }),
        create: (values) => createApp(toBody(values)).unwrap(),
        update: (row, values) => updateApp({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeApps(ids).unwrap()}
      toggleStatus={(row) => updateApp({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      rowActions={rowActions}
      rowActionsWidth={itemsPath ? 60 : 0}
      exportCsv={{
        fetchPage: (body) =>
          callRoute<ConfiguredAppPage>(http, { route: API.appConfig.appPage, body }),
        columns: csvColumns,
        fileName: 'applications',
      }}
    />
  );
}
