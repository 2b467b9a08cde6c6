import {
  API,
  APP_CONFIG_SORT_COLUMNS,
  CONFIG_VALUE_TYPES,
  ENVIRONMENTS,
  MASKED_VALUE,
  PERMISSIONS,
  type AppConfigPageQuery,
} from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
} from '@org/app-kit/list';
import { environmentName, environmentOptions } from '../environments';
import itemDefinitionJson from './app-config-item.form.json';
import definitionEnUs from './app-config-item.form.en-US.json';
import {
  type ConfigItem,
  type ConfigItemPage,
  type ConfigItemQuery,
  type ConfigItemUpdate,
  useConfigItemPageQuery,
  useConfiguredAppQuery,
  useCreateConfigItemMutation,
  useRemoveConfigItemsMutation,
  useUpdateConfigItemMutation,
} from './app-config-api';

const P = PERMISSIONS.appConfigItem;
const definition = itemDefinitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
type ValueType = (typeof CONFIG_VALUE_TYPES)[number];
type Env = (typeof ENVIRONMENTS)[number];

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const valueType = String(values.valueType ?? 'string') as ValueType;
  const env = String(values.env ?? 'dev') as Env;
  return {
    configKey: String(values.configKey ?? '').trim(),
    configValue: String(values.configValue ?? ''),
    valueType: CONFIG_VALUE_TYPES.includes(valueType) ? valueType : 'string',
    category: String(values.category ?? '').trim(),
    env: ENVIRONMENTS.includes(env) ? env : 'dev',
    encrypted: values.encrypted === true,
    remark: String(values.remark ?? ''),
  };
}

function toSearch(values: SearchValues): Partial<AppConfigPageQuery> {
  const query: Partial<AppConfigPageQuery> = {};
  const key = (values.configKey ?? '').trim();
  const category = (values.category ?? '').trim();
  if (key) query.configKey = key;
  if (category) query.category = category;
  if (ENVIRONMENTS.includes(values.env as Env)) query.env = values.env as Env;
  return query;
}

/** The application whose items are shown: `?appId=` of the page's address. */
function useAppId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('appId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 配置项: the configuration items of one application (reached from 应用配置). */
export function AppConfigItemsScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const appId = useAppId();
  const { pathname } = useLocation();
  // the app config screen is the page above this one
  const back = (
    <Button variant="outlined" onClick={() => void navigate(pathname.replace(/\/[^/]+\/?$/, ''))}>
      {t('appConfig.back')}
    </Button>
  );
  if (appId === null) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('appConfig.noApp')}</Alert>
        {back}
      </Stack>
    );
  }
  return <ConfigItems title={title} appId={appId} back={back} />;
}

function ConfigItems({ title, appId, back }: { title: string; appId: number; back: ReactNode }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const { data: app } = useConfiguredAppQuery(appId);
  const [createItem] = useCreateConfigItemMutation();
  const [updateItem] = useUpdateConfigItemMutation();
  const [removeItems] = useRemoveConfigItemsMutation();
  const updatedAt = useDateTimeColumn<ConfigItem>('updatedAt', t('appConfig.item.updatedAt'));
  const scope = useMemo(() => ({ appId }), [appId]);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'configKey', label: t('appConfig.item.configKey') },
      { key: 'category', label: t('appConfig.item.category'), maxLength: 64 },
      {
        key: 'env',
        label: t('appConfig.item.env'),
        kind: 'select',
        options: environmentOptions(t),
      },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<ConfigItem>[]>(
    () => [
      { field: 'configKey', headerName: t('appConfig.item.configKey'), flex: 1, minWidth: 140 },
      {
        field: 'configValue',
        headerName: t('appConfig.item.configValue'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'valueType',
        headerName: t('appConfig.item.valueType'),
        width: 80,
        sortable: false,
      },
      {
        field: 'env',
        headerName: t('appConfig.item.env'),
        width: 96,
        valueGetter: (value: string) => environmentName(t, value),
      },
      { field: 'category', headerName: t('appConfig.item.category'), width: 100 },
      {
        field: 'encrypted',
        headerName: t('appConfig.item.encrypted'),
        width: 72,
        sortable: false,
        valueGetter: (value: boolean) => (value ? t('appConfig.yes') : t('appConfig.no')),
      },
      updatedAt,
    ],
    [t, updatedAt],
  );

  const csvColumns = useMemo<CsvColumn<ConfigItem>[]>(
    () => [
      { header: t('appConfig.item.configKey'), value: (row) => row.configKey },
      { header: t('appConfig.item.configValue'), value: (row) => row.configValue },
      { header: t('appConfig.item.valueType'), value: (row) => row.valueType },
      { header: t('appConfig.item.env'), value: (row) => row.env },
      { header: t('appConfig.item.category'), value: (row) => row.category },
      {
        header: t('appConfig.item.encrypted'),
        value: (row) => (row.encrypted ? t('appConfig.yes') : t('appConfig.no')),
      },
      { header: t('appConfig.item.remark'), value: (row) => row.remark },
      { header: t('appConfig.item.updatedAt'), value: (row) => row.updatedAt },
    ],
    [t],
  );

  return (
    <CrudScreen<ConfigItem, ConfigItemQuery>
      title={app ? t('appConfig.itemsOf', { title, name: app.appName, code: app.appCode }) : title}
      entityName={t('appConfig.item.name')}
      rowLabel={(row) => `${row.configKey} (${row.env})`}
      searchFields={searchFields}
      toSearch={toSearch}
      scope={scope}
      sortable={APP_CONFIG_SORT_COLUMNS}
      usePage={useConfigItemPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createItem({ appId, ...toBody(values) }).unwrap(),
        update: (row, values) => {
          const body: ConfigItemUpdate = { id: row.id, ...toBody(values) };
          // an encrypted value comes back masked: sending the mask back keeps the stored value
          if (body.configValue === MASKED_VALUE) delete body.configValue;
          return updateItem(body).unwrap();
        },
      }}
      remove={(ids) => removeItems(ids).unwrap()}
      toolbar={back}
      exportCsv={{
        fetchPage: (body) =>
          callRoute<ConfigItemPage>(http, { route: API.appConfig.configPage, body }),
        columns: csvColumns,
        fileName: `config-items-${app?.appCode ?? appId}`,
      }}
    />
  );
}
