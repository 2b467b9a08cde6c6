import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { FORM_PERMISSIONS, PERMISSIONS, PUBLISH_STATUSES } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import {
  ListGrid,
  ListPage,
  RowButton,
  type SearchField,
  SearchFields,
  useListQuery,
  useRowActionsColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiPage,
  type ApiPageQuery,
  type ApiServerPage,
  type ApiServerQuery,
  useApiServersQuery,
  useCatalogueApisQuery,
} from '../api/artefacts-api';
import { AppArea } from '../common/AppArea';
import { PublishedApis } from './PublishedApis';

type Server = ApiServerPage['list'][number];
type Api = ApiPage['list'][number];

const SERVER_SORTABLE = ['serverCode', 'serverName', 'host'] as const;
const API_SORTABLE = ['apiCode', 'apiName', 'path'] as const;
/** The catalogue's order until the user sorts by a column: by code. */
const SERVERS_BY_CODE = { sortBy: 'serverCode' } as const;
const serverName = (server: Server) => server.serverName;
const isEnabled = (row: { status: number }) => row.status === 1;
const addressOf = (s: Server) =>
  `${s.protocol}://${s.host}${s.port ? `:${s.port}` : ''}${s.basePath}`;

/** The API servers of the catalogue: searchable, paged and sorted by the server. */
function ServerList({
  chosen,
  onChoose,
}: {
  chosen: number | null;
  onChoose: (s: Server) => void;
}) {
  const { t } = useTranslation('shell');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'serverName', label: t('serverApi.searchServer') },
      { key: 'serverCode', label: t('serverApi.serverCode'), maxLength: 64 },
    ],
    [t],
  );
  const list = useListQuery<Server, ApiServerQuery>({
    searchFields,
    scope: SERVERS_BY_CODE,
    sortable: SERVER_SORTABLE,
    usePage: useApiServersQuery,
  });
  const status = useStatusColumn<Server>(t('app.status'));
  const columns = useMemo<GridColDef<Server>[]>(
    () => [
      { field: 'serverCode', headerName: t('serverApi.serverCode'), width: 150 },
      { field: 'serverName', headerName: t('serverApi.serverName'), flex: 1, minWidth: 140 },
      {
        field: 'host',
        headerName: t('serverApi.address'),
        flex: 2,
        minWidth: 220,
        valueGetter: (_value, server) => addressOf(server),
        cellClassName: 'monospace',
      },
      { field: 'env', headerName: t('serverApi.env'), width: 90, sortable: false },
      status,
    ],
    [t, status],
  );
  const show = t('serverApi.showApis');
  const showApis = useCallback(
    (server: Server) => (
      <RowButton
        onClick={() => onChoose(server)}
        aria-label={`${show} ${server.serverName}`}
        aria-pressed={chosen === server.id}
      >
        {show}
      </RowButton>
    ),
    [show, chosen, onChoose],
  );
  const withShow = useRowActionsColumn(columns, {
    rowLabel: serverName,
    isEnabled,
    extra: showApis,
    extraWidth: 80,
  });
  return (
    <ListPage
      title={t('serverApi.servers')}
      level={2}
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('serverApi.readOnly')}
      </Typography>
      <ListGrid
        list={list}
        columns={withShow}
        label={t('serverApi.servers')}
        emptyText={
          list.query.serverName || list.query.serverCode
            ? t('artefact.noMatch')
            : t('serverApi.noServers')
        }
      />
    </ListPage>
  );
}

/** The APIs of one server: searchable, paged and sorted by the server. */
function ApiList({ server }: { server: Server }) {
  const { t } = useTranslation('shell');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'apiName', label: t('serverApi.searchApi') },
      { key: 'apiCode', label: t('serverApi.apiCode'), maxLength: 64 },
    ],
    [t],
  );
  const scope = useMemo(() => ({ serverId: server.id, sortBy: 'apiCode' }) as const, [server.id]);
  const list = useListQuery<Api, ApiPageQuery>({
    searchFields,
    scope,
    sortable: API_SORTABLE,
    usePage: useCatalogueApisQuery,
  });
  const status = useStatusColumn<Api>(t('app.status'));
  const columns = useMemo<GridColDef<Api>[]>(() => {
    const published = new Map(
      PUBLISH_STATUSES.map((state) => [state as string, t(`serverApi.${state}`)]),
    );
    return [
      { field: 'apiCode', headerName: t('serverApi.apiCode'), width: 150 },
      { field: 'apiName', headerName: t('serverApi.apiName'), flex: 1, minWidth: 140 },
      { field: 'method', headerName: t('serverApi.method'), width: 80, sortable: false },
      {
        field: 'path',
        headerName: t('serverApi.path'),
        flex: 2,
        minWidth: 220,
        valueGetter: (_value, api) => `${server.basePath}${api.path}`,
        cellClassName: 'monospace',
      },
      {
        field: 'publishStatus',
        headerName: t('serverApi.publishStatus'),
        width: 100,
        sortable: false,
        valueGetter: (value: string) => published.get(value) ?? value,
      },
      status,
    ];
  }, [t, server.basePath, status]);
  const title = t('serverApi.apisOf', { name: server.serverName });
  return (
    <ListPage title={title} level={2} search={<SearchFields fields={searchFields} list={list} />}>
      <ListGrid
        list={list}
        columns={columns}
        label={title}
        emptyText={
          list.query.apiName || list.query.apiCode ? t('artefact.noMatch') : t('serverApi.noApis')
        }
      />
    </ListPage>
  );
}

/** The servers, and the APIs of the one whose row was chosen (a new search for each). */
function Catalogue() {
  const { t } = useTranslation('shell');
  const [chosen, setChosen] = useState<Server | null>(null);
  return (
    <>
      <ServerList chosen={chosen?.id ?? null} onChoose={setChosen} />
      {chosen ? (
        <ApiList key={chosen.id} server={chosen} />
      ) : (
        <Typography color="text.secondary">{t('serverApi.pickServer')}</Typography>
      )}
    </>
  );
}

/**
 * app/{appId}/ServerApi: the service interfaces of the application — first the orchestrations
 * it published (with the view code, as the application itself is read), then those it can
 * call: the platform's API catalogue (servers and their APIs) on the list kit, read-only, kept
 * in the administration and shown with the catalogue's own view codes.
 */
export function ServerApiPage() {
  const { t } = useTranslation('shell');
  const canPublished = useCan(FORM_PERMISSIONS.view);
  const canServers = useCan(PERMISSIONS.apiServer.view);
  const canApis = useCan(PERMISSIONS.api.view);
  const missing = !canServers ? PERMISSIONS.apiServer.view : !canApis ? PERMISSIONS.api.view : null;
  return (
    <AppArea>
      {(app) => (
        <Box sx={{ display: 'grid', gap: 3, '& .monospace': { fontFamily: 'monospace' } }}>
          {canPublished && <PublishedApis app={app} />}
          {missing ? (
            <Alert severity="info">{t('serverApi.noAccess', { code: missing })}</Alert>
          ) : (
            <Catalogue />
          )}
        </Box>
      )}
    </AppArea>
  );
}
