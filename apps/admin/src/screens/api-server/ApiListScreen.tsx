import { API, HTTP_METHODS, PERMISSIONS, PUBLISH_STATUSES } from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import { parseJsonText } from '@org/form-schema';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CrudScreen,
  type CsvColumn,
  defaultSearch,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
  useLocalizedDefinition,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './api.form.json';
import definitionEnUs from './api.form.en-US.json';
import {
  type Api,
  type ApiCreate,
  type ApiPage,
  type ApiQuery,
  useApiPageQuery,
  useApiServerPageQuery,
  useCreateApiMutation,
  usePublishApisMutation,
  useRemoveApisMutation,
  useUnpublishApisMutation,
  useUpdateApiMutation,
} from './api-server-api';

const P = PERMISSIONS.api;
const baseDefinition = definitionJson as {
  list: { model?: string; name?: string; options: Record<string, unknown> }[];
  config: Record<string, unknown>;
};
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['apiCode', 'apiName', 'path', 'updatedAt'] as const;
const PUBLISH_COLOURS = { DRAFT: 'default', PUBLISHED: 'success', OFFLINE: 'default' } as const;

/** A field error the dialog shows under the field's label, like the server's. */
function fieldError(field: string, message: string) {
  return { kind: 'validation', message, data: { errors: [{ field, message }] } };
}

/** The server from `?serverId=` of the page's address, if any. */
function useServerId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('serverId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 接口列表: the APIs of every server (or of the one in `?serverId=`), published or not. */
export function ApiListScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const serverId = useServerId();
  const canPublish = useCan(P.publish);
  const { data: servers } = useApiServerPageQuery({ pageNo: 1, pageSize: 100 });
  const [createApi] = useCreateApiMutation();
  const [updateApi] = useUpdateApiMutation();
  const [removeApis] = useRemoveApisMutation();
  const [publish] = usePublishApisMutation();
  const [unpublish] = useUnpublishApisMutation();
  const status = useStatusColumn<Api>(t('api.status'));
  const updatedAt = useDateTimeColumn<Api>('updatedAt', t('api.updatedAt'));
  const server = servers?.list.find((one) => one.id === serverId);
  const scope = useMemo(() => (serverId === null ? {} : { serverId }), [serverId]);

  /** The form (in its language) with the servers as the choices of `serverId`, the current one first. */
  const base = useLocalizedDefinition(baseDefinition, translations);
  const definition = useMemo<FormDefinitionJson>(() => {
    const options = (servers?.list ?? []).map((one) => ({
      value: one.id,
      label: `${one.serverName} (${one.serverCode})`,
    }));
    return {
      ...base,
      list: base.list.map((widget) =>
        widget.model === 'serverId'
          ? {
              ...widget,
              options: { ...widget.options, options, defaultValue: serverId ?? '' },
            }
          : widget,
      ),
    };
  }, [base, servers, serverId]);

  const searchFields = useMemo<SearchField[]>(
    () => [
      ...(serverId === null
        ? [
            {
              key: 'serverId',
              label: t('api.server'),
              kind: 'select' as const,
              options: (servers?.list ?? []).map((one) => ({
                value: String(one.id),
                label: one.serverName,
              })),
            },
          ]
        : []),
      { key: 'apiCode', label: t('api.apiCode'), maxLength: 64 },
      { key: 'apiName', label: t('api.apiName') },
      { key: 'path', label: t('api.path'), maxLength: 500 },
      {
        key: 'method',
        label: t('api.method'),
        kind: 'select',
        options: HTTP_METHODS.map((method) => ({ value: method, label: method })),
      },
      {
        key: 'publishStatus',
        label: t('api.publishStatus'),
        kind: 'select',
        options: PUBLISH_STATUSES.map((value) => ({
          value,
          label: t(`api.publishStatus.${value}`),
        })),
      },
      { key: 'status', label: t('api.status'), kind: 'status' },
    ],
    [t, serverId, servers],
  );

  const toSearch = useCallback(
    (values: SearchValues) => {
      const query = defaultSearch(searchFields, values);
      if (typeof query.serverId === 'string') query.serverId = Number(query.serverId);
      return query as Partial<ApiQuery>;
    },
    [searchFields],
  );

  const toBody = useCallback(
    (values: Record<string, unknown>) => {
      const schemaOf = (field: 'requestSchema' | 'responseSchema') => {
        const text = String(values[field] ?? '').trim();
        if (text === '') return null;
        const parsed = parseJsonText(text);
        if (!parsed.ok)
          throw fieldError(field, t('api.invalidJson', { reason: parsed.error.message }));
        const value = parsed.value;
        if (value === null || typeof value !== 'object' || Array.isArray(value))
          throw fieldError(field, t('api.notObject'));
        return value as Record<string, unknown>;
      };
      return {
        serverId: Number(values.serverId),
        apiCode: String(values.apiCode ?? '').trim(),
        apiName: String(values.apiName ?? '').trim(),
        method: String(values.method || 'GET') as NonNullable<ApiCreate['method']>,
        path: String(values.path ?? '').trim(),
        requestSchema: schemaOf('requestSchema'),
        responseSchema: schemaOf('responseSchema'),
        status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
        remark: String(values.remark ?? ''),
      };
    },
    [t],
  );

  const columns = useMemo<GridColDef<Api>[]>(
    () => [
      { field: 'apiCode', headerName: t('api.apiCode'), flex: 1, minWidth: 110 },
      { field: 'apiName', headerName: t('api.apiName'), flex: 1, minWidth: 110 },
      ...(serverId === null
        ? [
            {
              field: 'serverName',
              headerName: t('api.server'),
              width: 120,
              sortable: false,
            } satisfies GridColDef<Api>,
          ]
        : []),
      { field: 'method', headerName: t('api.method'), width: 80, sortable: false },
      { field: 'path', headerName: t('api.path'), flex: 1.5, minWidth: 160 },
      {
        field: 'publishStatus',
        headerName: t('api.publishStatus'),
        width: 96,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={PUBLISH_COLOURS[row.publishStatus as keyof typeof PUBLISH_COLOURS] ?? 'default'}
            label={t(`api.publishStatus.${row.publishStatus}`)}
          />
        ),
      },
      status,
      updatedAt,
    ],
    [t, serverId, status, updatedAt],
  );

  const csvColumns = useMemo<CsvColumn<Api>[]>(
    () => [
      { header: t('api.apiCode'), value: (row) => row.apiCode },
      { header: t('api.apiName'), value: (row) => row.apiName },
      { header: t('api.server'), value: (row) => row.serverName },
      { header: t('api.method'), value: (row) => row.method },
      { header: t('api.path'), value: (row) => row.path },
      {
        header: t('api.publishStatus'),
        value: (row) => t(`api.publishStatus.${row.publishStatus}`),
      },
      {
        header: t('api.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('api.remark'), value: (row) => row.remark },
      { header: t('api.updatedAt'), value: (row) => row.updatedAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Api) => {
      if (!canPublish) return null;
      const published = row.publishStatus === 'PUBLISHED';
      const label = published ? t('api.unpublish') : t('api.publish');
      return (
        <RowButton
          color={published ? 'inherit' : 'success'}
          aria-label={`${label} ${row.apiName}`}
          onClick={async () => {
            try {
              await (published ? unpublish([row.id]) : publish([row.id])).unwrap();
              notify(published ? t('api.unpublished') : t('api.published'), {
                variant: 'success',
                autoHideDuration: 3000,
              });
            } catch {
              // the client has shown the server's message
            }
          }}
        >
          {label}
        </RowButton>
      );
    },
    [canPublish, publish, unpublish, t],
  );

  return (
    <CrudScreen<Api, ApiQuery>
      title={server ? `${title} · ${server.serverName}` : title}
      entityName={t('api.name')}
      rowLabel={(row) => `${row.apiName} (${row.apiCode})`}
      searchFields={searchFields}
      toSearch={toSearch}
      scope={scope}
      sortable={SORTABLE}
      usePage={useApiPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        toValues: (row) => ({
          ...row,
          requestSchema: row.requestSchema ? JSON.stringify(row.requestSchema, null, 2) : '',
          responseSchema: row.responseSchema ? JSON.stringify(row.responseSchema, null, 2) : '',
        }),
        create: async (values) => createApi(toBody(values)).unwrap(),
        update: async (row, values) => updateApi({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeApis(ids).unwrap()}
      toggleStatus={(row) => updateApi({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()}
      exportCsv={{
        fetchPage: (body) => callRoute<ApiPage>(http, { route: API.apiServer.apiPage, body }),
        columns: csvColumns,
        fileName: server ? `apis-${server.serverCode}` : 'apis',
      }}
      rowActions={rowActions}
      rowActionsWidth={canPublish ? 72 : 0}
      toolbar={
        serverId !== null ? (
          <Button
            variant="outlined"
            onClick={() => void navigate(pathname.replace(/\/[^/]+\/?$/, ''))}
          >
            {t('api.back')}
          </Button>
        ) : undefined
      }
    />
  );
}
