import { API, PERMISSIONS, type RouteRecord } from '@org/api-contract';
import { callRoute, flattenRoutes, useCan, useHttp, useRouteList } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './apiServer.form.json';
import definitionEnUs from './apiServer.form.en-US.json';
import {
  type ApiServer,
  type ApiServerCreate,
  type ApiServerPage,
  type ApiServerQuery,
  useApiServerPageQuery,
  useCreateApiServerMutation,
  useRemoveApiServersMutation,
  useUpdateApiServerMutation,
} from './api-server-api';
import { environmentOptions } from '../environments';
import { ConnectionTestDialog } from './ConnectionTestDialog';

const P = PERMISSIONS.apiServer;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['serverCode', 'serverName', 'host', 'createdAt'] as const;
/** The component key of the API list page (a page below this screen in the route list). */
export const API_LIST_COMPONENT = 'system/api/index';

/** `Name: value` lines as a header map (blank lines dropped). */
export function headersOf(text: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of String(text ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** The address a server's calls go to. */
export const addressOf = (row: ApiServer) =>
  `${row.protocol}://${row.host}${row.port === null ? '' : `:${row.port}`}${row.basePath}`;

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const port = String(values.port ?? '').trim();
  return {
    serverCode: String(values.serverCode ?? '').trim(),
    serverName: String(values.serverName ?? '').trim(),
    protocol: (values.protocol === 'https' ? 'https' : 'http') as 'http' | 'https',
    host: String(values.host ?? '').trim(),
    port: port === '' ? null : Number(port),
    basePath: String(values.basePath ?? '').trim(),
    healthPath: String(values.healthPath ?? '').trim(),
    timeoutMs: Number(values.timeoutMs ?? 10_000),
    authType: String(values.authType || 'NONE') as NonNullable<ApiServerCreate['authType']>,
    headers: headersOf(values.headers),
    env: String(values.env || 'prod') as NonNullable<ApiServerCreate['env']>,
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  };
}

function toValues(row: ApiServer): Record<string, unknown> {
  return {
    ...row,
    port: row.port === null ? '' : String(row.port),
    headers: Object.entries(row.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
  };
}

/** The full path of the API list page in the route list, if the user has it. */
function useApiListPath(): string | null {
  const { routes } = useRouteList();
  const canView = useCan(PERMISSIONS.api.view);
  return useMemo(() => {
    if (!canView) return null;
    const page = flattenRoutes((routes ?? []) as RouteRecord[]).find(
      (entry) => entry.route.component === API_LIST_COMPONENT,
    );
    return page?.fullPath ?? null;
  }, [routes, canView]);
}

/** 接口与服务: the API servers, a connection test of each, and the way to their APIs. */
export function ApiServerScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const navigate = useNavigate();
  const apiListPath = useApiListPath();
  const canTest = useCan(P.test);
  const [createServer] = useCreateApiServerMutation();
  const [updateServer] = useUpdateApiServerMutation();
  const [removeServers] = useRemoveApiServersMutation();
  const [testing, setTesting] = useState<ApiServer | null>(null);
  const status = useStatusColumn<ApiServer>(t('apiServer.status'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'serverCode', label: t('apiServer.serverCode'), maxLength: 64 },
      { key: 'serverName', label: t('apiServer.serverName') },
      { key: 'host', label: t('apiServer.host'), maxLength: 255 },
      {
        key: 'env',
        label: t('apiServer.env'),
        kind: 'select',
        options: environmentOptions(t),
      },
      { key: 'status', label: t('apiServer.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<ApiServer>[]>(
    () => [
      { field: 'serverCode', headerName: t('apiServer.serverCode'), flex: 1, minWidth: 110 },
      { field: 'serverName', headerName: t('apiServer.serverName'), flex: 1, minWidth: 110 },
      {
        field: 'host',
        headerName: t('apiServer.address'),
        flex: 1.5,
        minWidth: 180,
        valueGetter: (_value, row) => addressOf(row),
      },
      { field: 'env', headerName: t('apiServer.env'), width: 70, sortable: false },
      { field: 'authType', headerName: t('apiServer.authType'), width: 90, sortable: false },
      status,
    ],
    [t, status],
  );

  const csvColumns = useMemo<CsvColumn<ApiServer>[]>(
    () => [
      { header: t('apiServer.serverCode'), value: (row) => row.serverCode },
      { header: t('apiServer.serverName'), value: (row) => row.serverName },
      { header: t('apiServer.address'), value: addressOf },
      { header: t('apiServer.env'), value: (row) => row.env },
      { header: t('apiServer.authType'), value: (row) => row.authType },
      { header: t('apiServer.timeoutMs'), value: (row) => row.timeoutMs },
      {
        header: t('apiServer.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('apiServer.remark'), value: (row) => row.remark },
      { header: t('apiServer.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: ApiServer) => (
      <>
        {canTest && (
          <RowButton
            onClick={() => setTesting(row)}
            aria-label={`${t('apiServer.test')} ${row.serverName}`}
          >
            {t('apiServer.test')}
          </RowButton>
        )}
        {apiListPath && (
          <RowButton
            onClick={() => void navigate(`${apiListPath}?serverId=${row.id}`)}
            aria-label={`${t('apiServer.apis')} ${row.serverName}`}
          >
            {t('apiServer.apis')}
          </RowButton>
        )}
      </>
    ),
    [canTest, apiListPath, navigate, t],
  );

  return (
    <CrudScreen<ApiServer, ApiServerQuery>
      title={title}
      entityName={t('apiServer.name')}
      rowLabel={(row) => `${row.serverName} (${row.serverCode})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useApiServerPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        toValues,
        create: (values) => createServer(toBody(values)).unwrap(),
        update: (row, values) => updateServer({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeServers(ids).unwrap()}
      toggleStatus={(row) =>
        updateServer({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
      }
      exportCsv={{
        fetchPage: (body) => callRoute<ApiServerPage>(http, { route: API.apiServer.page, body }),
        columns: csvColumns,
        fileName: 'api-servers',
      }}
      rowActions={rowActions}
      rowActionsWidth={(canTest ? 76 : 0) + (apiListPath ? 48 : 0)}
    >
      <ConnectionTestDialog
        key={testing?.id ?? 0}
        server={testing}
        onClose={() => setTesting(null)}
      />
    </CrudScreen>
  );
}
