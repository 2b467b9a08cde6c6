import { API, PERMISSIONS } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import { parseJsonText } from '@org/form-schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './gateway.form.json';
import definitionEnUs from './gateway.form.en-US.json';
import {
  type GatewayCreate,
  type GatewayPage,
  type GatewayQuery,
  type GatewayRoute,
  useCopyGatewayRouteMutation,
  useCreateGatewayRouteMutation,
  useGatewayPageQuery,
  useGatewayVersionQuery,
  useReloadGatewayMutation,
  useRemoveGatewayRoutesMutation,
  useUpdateGatewayRouteMutation,
} from './gateway-api';
import { GatewayCallLog } from './GatewayCallLog';
import { RecycleBinDialog } from './RecycleBinDialog';

const P = PERMISSIONS.gateway;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['sort', 'routerId', 'name'] as const;
/** The screen's tabs: the routes (the default) and the log of the calls through the gateway. */
const TABS = ['routes', 'calls'] as const;
type GatewayTab = (typeof TABS)[number];

/** A field error the dialog shows under the field's label, like the server's. */
function fieldError(field: string, message: string) {
  return { kind: 'validation', message, data: { errors: [{ field, message }] } };
}

/** Whether the gateways have loaded the route as it is now (it has not changed since). */
export function isPublished(row: GatewayRoute, reloadedAt: string | null | undefined): boolean {
  return Boolean(reloadedAt) && Date.parse(row.updatedAt) <= Date.parse(reloadedAt ?? '');
}

/**
 * 外部网关: its title, then two tabs (`?tab=`), the routes (the default) and the calls external
 * applications made through the gateway (调用记录), each a list titled by its tab.
 */
export function GatewayScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: GatewayTab = params.get('tab') === 'calls' ? 'calls' : 'routes';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: GatewayTab) =>
          setParams(next === 'routes' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('gateway.tabs')}
        sx={{ bgcolor: 'background.paper', borderRadius: 1, px: 1 }}
      >
        {TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            id={`gateway-tab-${each}`}
            aria-controls={`gateway-panel-${each}`}
            label={t(`gateway.${each}Tab`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`gateway-panel-${tab}`} aria-labelledby={`gateway-tab-${tab}`}>
        {tab === 'calls' ? (
          <GatewayCallLog title={t('gateway.callsTab')} level={2} />
        ) : (
          <GatewayRoutes title={t('gateway.routesTab')} />
        )}
      </Box>
    </Box>
  );
}

/** The routes: copy, the recycle bin, and publishing them to the gateways. */
function GatewayRoutes({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const http = useHttp();
  const canCopy = useCan(P.copy);
  const canReload = useCan(P.reload);
  const [createRoute] = useCreateGatewayRouteMutation();
  const [updateRoute] = useUpdateGatewayRouteMutation();
  const [removeRoutes] = useRemoveGatewayRoutesMutation();
  const [copyRoute] = useCopyGatewayRouteMutation();
  const [reload, { isLoading: publishing }] = useReloadGatewayMutation();
  const { data: version } = useGatewayVersionQuery();
  const [binOpen, setBinOpen] = useState(false);
  const status = useStatusColumn<GatewayRoute>(t('gateway.status'));
  const reloadedAt = version?.reloadedAt ?? null;

  const toBody = useCallback(
    (values: Record<string, unknown>) => {
      const listOf = (field: 'predicates' | 'filters') => {
        const text = String(values[field] ?? '').trim();
        if (text === '') return [];
        const parsed = parseJsonText(text);
        if (!parsed.ok)
          throw fieldError(field, t('gateway.invalidJson', { reason: parsed.error.message }));
        if (!Array.isArray(parsed.value)) throw fieldError(field, t('gateway.notList'));
        return parsed.value as GatewayCreate['predicates'];
      };
      return {
        routerId: String(values.routerId ?? '').trim(),
        name: String(values.name ?? '').trim(),
        uri: String(values.uri ?? '').trim(),
        predicates: listOf('predicates'),
        filters: listOf('filters') as unknown as NonNullable<GatewayCreate['filters']>,
        stripPrefix: Number(values.stripPrefix ?? 0),
        retryable: values.retryable === true,
        persistable: values.persistable === true,
        showApi: values.showApi === true,
        sort: Number(values.sort ?? 0),
        status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
        remark: String(values.remark ?? ''),
      };
    },
    [t],
  );

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'routerId', label: t('gateway.routerId'), maxLength: 64 },
      { key: 'name', label: t('gateway.routeName') },
      { key: 'uri', label: t('gateway.uri'), maxLength: 500 },
      { key: 'status', label: t('gateway.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<GatewayRoute>[]>(
    () => [
      { field: 'routerId', headerName: t('gateway.routerId'), flex: 1, minWidth: 110 },
      { field: 'name', headerName: t('gateway.routeName'), flex: 1, minWidth: 100 },
      { field: 'uri', headerName: t('gateway.uri'), flex: 1.2, minWidth: 150, sortable: false },
      {
        field: 'predicates',
        headerName: t('gateway.predicates'),
        flex: 1.2,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) =>
          row.predicates
            .map((step) => `${step.name}=${Object.values(step.args).join(',')}`)
            .join('; '),
      },
      { field: 'sort', headerName: t('gateway.sort'), width: 64, type: 'number' },
      status,
      {
        field: 'published',
        headerName: t('gateway.published'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          isPublished(row, reloadedAt) ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={t('gateway.isPublished')}
            />
          ) : (
            <Chip size="small" variant="outlined" label={t('gateway.pending')} />
          ),
      },
    ],
    [t, status, reloadedAt],
  );

  const csvColumns = useMemo<CsvColumn<GatewayRoute>[]>(
    () => [
      { header: t('gateway.routerId'), value: (row) => row.routerId },
      { header: t('gateway.routeName'), value: (row) => row.name },
      { header: t('gateway.uri'), value: (row) => row.uri },
      { header: t('gateway.predicates'), value: (row) => JSON.stringify(row.predicates) },
      { header: t('gateway.filters'), value: (row) => JSON.stringify(row.filters) },
      { header: t('gateway.sort'), value: (row) => row.sort },
      {
        header: t('gateway.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('gateway.remark'), value: (row) => row.remark },
      { header: t('gateway.updatedAt'), value: (row) => row.updatedAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: GatewayRoute) =>
      canCopy ? (
        <RowButton
          aria-label={`${t('gateway.copy')} ${row.routerId}`}
          onClick={async () => {
            try {
              const copy = await copyRoute(row.id).unwrap();
              notify(t('gateway.copied', { routerId: copy.routerId }), {
                variant: 'success',
                autoHideDuration: 3000,
              });
            } catch {
              // the client has shown the server's message
            }
          }}
        >
          {t('gateway.copy')}
        </RowButton>
      ) : null,
    [canCopy, copyRoute, t],
  );

  const publish = async () => {
    try {
      const answer = await reload().unwrap();
      notify(t('gateway.publishedDone', { version: answer.version }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <CrudScreen<GatewayRoute, GatewayQuery>
      title={title}
      level={2}
      entityName={t('gateway.name')}
      rowLabel={(row) => `${row.name} (${row.routerId})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useGatewayPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        toValues: (row) => ({
          ...row,
          predicates: JSON.stringify(row.predicates, null, 2),
          filters: JSON.stringify(row.filters, null, 2),
        }),
        create: async (values) => createRoute(toBody(values)).unwrap(),
        update: async (row, values) => updateRoute({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeRoutes(ids).unwrap()}
      toggleStatus={(row) => updateRoute({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      exportCsv={{
        fetchPage: (body) => callRoute<GatewayPage>(http, { route: API.gateway.page, body }),
        columns: csvColumns,
        fileName: 'gateway-routes',
      }}
      rowActions={rowActions}
      rowActionsWidth={canCopy ? 48 : 0}
      toolbar={
        <>
          {canReload && (
            <Button
              variant="contained"
              color="success"
              disabled={publishing}
              onClick={() => void publish()}
            >
              {t('gateway.publish')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setBinOpen(true)}>
            {t('gateway.recycleBin')}
          </Button>
        </>
      }
    >
      <Alert severity={reloadedAt ? 'info' : 'warning'} sx={{ mt: 1.5 }} role="status">
        {reloadedAt
          ? t('gateway.version', {
              version: version?.version ?? 0,
              time: new Date(reloadedAt).toLocaleString(i18n.language),
            })
          : t('gateway.neverPublished')}
      </Alert>
      <RecycleBinDialog open={binOpen} onClose={() => setBinOpen(false)} />
    </CrudScreen>
  );
}
