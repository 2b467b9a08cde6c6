import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiServerPage,
  useApiServersQuery,
  useCatalogueApisQuery,
} from '../api/artefacts-api';
import { AppArea } from '../common/AppArea';
import { Loadable } from '../common/Loadable';
import { Paging } from '../common/Paging';

type Server = ApiServerPage['list'][number];

/** A search box with its button; the search starts from page 1. */
function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('shell');
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <TextField
        size="small"
        label={label}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" variant="contained">
        {t('app.search')}
      </Button>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ApiList({ server }: { server: Server }) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState({ apiName: '', pageNo: 1, pageSize: 10 });
  const apis = useCatalogueApisQuery({
    serverId: server.id,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'apiCode',
    ...(query.apiName ? { apiName: query.apiName } : {}),
  });
  const title = t('serverApi.apisOf', { name: server.serverName });
  return (
    <Section title={title}>
      <SearchBox
        label={t('serverApi.searchApi')}
        onSearch={(apiName) => setQuery({ ...query, apiName, pageNo: 1 })}
      />
      <Loadable query={apis} empty={query.apiName ? t('artefact.noMatch') : t('serverApi.noApis')}>
        {(page) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('serverApi.apiCode')}</TableCell>
                    <TableCell>{t('serverApi.apiName')}</TableCell>
                    <TableCell>{t('serverApi.method')}</TableCell>
                    <TableCell>{t('serverApi.path')}</TableCell>
                    <TableCell>{t('serverApi.publishStatus')}</TableCell>
                    <TableCell>{t('app.status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.list.map((api) => (
                    <TableRow key={api.id}>
                      <TableCell>{api.apiCode}</TableCell>
                      <TableCell>{api.apiName}</TableCell>
                      <TableCell>{api.method}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {server.basePath}
                        {api.path}
                      </TableCell>
                      <TableCell>{t(`serverApi.${api.publishStatus}`)}</TableCell>
                      <TableCell>{t(api.status === 1 ? 'app.enabled' : 'app.disabled')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Paging
              total={page.total}
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
            />
          </>
        )}
      </Loadable>
    </Section>
  );
}

function ServerList() {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState({ serverName: '', pageNo: 1, pageSize: 10 });
  const [chosen, setChosen] = useState<Server | null>(null);
  const servers = useApiServersQuery({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortBy: 'serverCode',
    ...(query.serverName ? { serverName: query.serverName } : {}),
  });
  const address = (s: Server) =>
    `${s.protocol}://${s.host}${s.port ? `:${s.port}` : ''}${s.basePath}`;
  return (
    <>
      <Section title={t('serverApi.servers')}>
        <Typography variant="body2" color="text.secondary">
          {t('serverApi.readOnly')}
        </Typography>
        <SearchBox
          label={t('serverApi.searchServer')}
          onSearch={(serverName) => setQuery({ ...query, serverName, pageNo: 1 })}
        />
        <Loadable
          query={servers}
          empty={query.serverName ? t('artefact.noMatch') : t('serverApi.noServers')}
        >
          {(page) => (
            <>
              <TableContainer>
                <Table size="small" aria-label={t('serverApi.servers')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('serverApi.serverCode')}</TableCell>
                      <TableCell>{t('serverApi.serverName')}</TableCell>
                      <TableCell>{t('serverApi.address')}</TableCell>
                      <TableCell>{t('serverApi.env')}</TableCell>
                      <TableCell>{t('app.status')}</TableCell>
                      <TableCell>{t('app.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {page.list.map((server) => (
                      <TableRow key={server.id} selected={chosen?.id === server.id}>
                        <TableCell>{server.serverCode}</TableCell>
                        <TableCell>{server.serverName}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                          {address(server)}
                        </TableCell>
                        <TableCell>{server.env}</TableCell>
                        <TableCell>
                          {t(server.status === 1 ? 'app.enabled' : 'app.disabled')}
                        </TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            onClick={() => setChosen(server)}
                            aria-label={t('serverApi.showApisOf', { name: server.serverName })}
                            aria-pressed={chosen?.id === server.id}
                          >
                            {t('serverApi.showApis')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <Paging
                total={page.total}
                pageNo={query.pageNo}
                pageSize={query.pageSize}
                onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
              />
            </>
          )}
        </Loadable>
      </Section>
      {chosen ? (
        <ApiList key={chosen.id} server={chosen} />
      ) : (
        <Typography color="text.secondary">{t('serverApi.pickServer')}</Typography>
      )}
    </>
  );
}

/**
 * app/{appId}/ServerApi: the service interfaces the application can call — the platform's
 * API catalogue (servers and their APIs), read-only; they are kept in the administration.
 */
export function ServerApiPage() {
  const { t } = useTranslation('shell');
  const canServers = useCan(PERMISSIONS.apiServer.view);
  const canApis = useCan(PERMISSIONS.api.view);
  const missing = !canServers ? PERMISSIONS.apiServer.view : !canApis ? PERMISSIONS.api.view : null;
  return (
    <AppArea>
      {() => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {missing ? (
            <Alert severity="info">{t('serverApi.noAccess', { code: missing })}</Alert>
          ) : (
            <ServerList />
          )}
        </Box>
      )}
    </AppArea>
  );
}
