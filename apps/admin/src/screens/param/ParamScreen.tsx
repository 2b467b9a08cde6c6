import {
  API,
  PARAM_CATEGORIES,
  PARAM_SORT_COLUMNS,
  PERMISSIONS,
  type SysParamPageQuery,
} from '@org/api-contract';
import { callRoute, notify, useCan, useHttp } from '@org/app-kit';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type SearchField,
  type SearchValues,
  useDateTimeColumn,
} from '@org/app-kit/list';
import {
  BUILT_IN_LOCKED,
  builtInDefinition,
  definition,
  secretDefinition,
  translations,
} from './param-definition';
import {
  type Param,
  type ParamPage,
  type ParamQuery,
  type ParamUpdate,
  useCreateParamMutation,
  useParamPageQuery,
  useRefreshParamCacheMutation,
  useRemoveParamsMutation,
  useUpdateParamMutation,
} from './param-api';

const P = PERMISSIONS.param;
type Category = (typeof PARAM_CATEGORIES)[number];
type ValueType = Param['valueType'];
const VALUE_TYPES: readonly ValueType[] = ['string', 'number', 'boolean', 'json'];

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  const valueType = String(values.valueType ?? 'string') as ValueType;
  const category = String(values.category ?? 'business') as Category;
  return {
    paramKey: String(values.paramKey ?? '').trim(),
    paramName: String(values.paramName ?? '').trim(),
    paramValue: String(values.paramValue ?? ''),
    valueType: VALUE_TYPES.includes(valueType) ? valueType : 'string',
    category: PARAM_CATEGORIES.includes(category) ? category : 'business',
    visible: values.visible === true,
    secret: values.secret === true,
    remark: String(values.remark ?? ''),
  };
}

/** The search: texts as they are, the category and built-in choice as the server takes them. */
function toSearch(values: SearchValues): Partial<SysParamPageQuery> {
  const query: Partial<SysParamPageQuery> = {};
  const key = (values.paramKey ?? '').trim();
  const name = (values.paramName ?? '').trim();
  if (key) query.paramKey = key;
  if (name) query.paramName = name;
  if (PARAM_CATEGORIES.includes(values.category as Category)) {
    query.category = values.category as Category;
  }
  if (values.builtIn === 'true' || values.builtIn === 'false') {
    query.builtIn = values.builtIn === 'true';
  }
  return query;
}

/** 系统参数: parameters; built-in ones keep their key and type and cannot be deleted. */
export function ParamScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createParam] = useCreateParamMutation();
  const [updateParam] = useUpdateParamMutation();
  const [removeParams] = useRemoveParamsMutation();
  const [refreshCache, { isLoading: refreshing }] = useRefreshParamCacheMutation();
  const canEdit = useCan(P.edit);
  const updatedAt = useDateTimeColumn<Param>('updatedAt', t('param.updatedAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'paramKey', label: t('param.paramKey') },
      { key: 'paramName', label: t('param.paramName') },
      {
        key: 'category',
        label: t('param.category'),
        kind: 'select',
        options: PARAM_CATEGORIES.map((value) => ({
          value,
          label: t(`param.category.${value}`),
        })),
      },
      {
        key: 'builtIn',
        label: t('param.builtIn'),
        kind: 'select',
        options: [
          { value: 'true', label: t('param.yes') },
          { value: 'false', label: t('param.no') },
        ],
      },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<Param>[]>(
    () => [
      { field: 'paramKey', headerName: t('param.paramKey'), flex: 1.4, minWidth: 190 },
      { field: 'paramName', headerName: t('param.paramName'), flex: 1, minWidth: 130 },
      {
        field: 'paramValue',
        headerName: t('param.paramValue'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      { field: 'valueType', headerName: t('param.valueType'), width: 80, sortable: false },
      {
        field: 'category',
        headerName: t('param.category'),
        width: 92,
        valueGetter: (value: string) => t(`param.category.${value}`, { defaultValue: value }),
      },
      {
        field: 'builtIn',
        headerName: t('param.builtIn'),
        width: 56,
        sortable: false,
        valueGetter: (value: boolean) => (value ? t('param.yes') : t('param.no')),
      },
      {
        field: 'visible',
        headerName: t('param.visibleShort'),
        description: t('param.visible'),
        width: 80,
        sortable: false,
        valueGetter: (value: boolean) => (value ? t('param.yes') : t('param.no')),
      },
      updatedAt,
    ],
    [t, updatedAt],
  );

  const csvColumns = useMemo<CsvColumn<Param>[]>(
    () => [
      { header: t('param.paramKey'), value: (row) => row.paramKey },
      { header: t('param.paramName'), value: (row) => row.paramName },
      { header: t('param.paramValue'), value: (row) => row.paramValue },
      { header: t('param.valueType'), value: (row) => row.valueType },
      { header: t('param.category'), value: (row) => row.category },
      {
        header: t('param.builtIn'),
        value: (row) => (row.builtIn ? t('param.yes') : t('param.no')),
      },
      {
        header: t('param.visible'),
        value: (row) => (row.visible ? t('param.yes') : t('param.no')),
      },
      { header: t('param.remark'), value: (row) => row.remark },
      { header: t('param.updatedAt'), value: (row) => row.updatedAt },
    ],
    [t],
  );

  const reload = async () => {
    try {
      const answer = await refreshCache().unwrap();
      notify(t('param.refreshed', { count: answer.count }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <CrudScreen<Param, ParamQuery>
      title={title}
      entityName={t('param.name')}
      rowLabel={(row) => `${row.paramName} (${row.paramKey})`}
      searchFields={searchFields}
      toSearch={toSearch}
      sortable={PARAM_SORT_COLUMNS}
      usePage={useParamPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        editDefinition: (row) => {
          const base = row.builtIn ? builtInDefinition : definition;
          return row.secret ? secretDefinition(base, t('param.keepSecret')) : base;
        },
        translations,
        // a secret comes masked: its field starts empty and means "unchanged" unless typed
        toValues: (row) => (row.secret ? { ...row, paramValue: '' } : { ...row }),
        create: (values) => createParam(toBody(values)).unwrap(),
        update: (row, values) => {
          const body: ParamUpdate = { id: row.id, ...toBody(values) };
          // the server refuses a change of these; send nothing for them
          if (row.builtIn) for (const field of BUILT_IN_LOCKED) delete body[field];
          if (row.secret && body.paramValue === '') delete body.paramValue;
          return updateParam(body).unwrap();
        },
      }}
      remove={(ids) => removeParams(ids).unwrap()}
      canRemoveRow={(row) => !row.builtIn}
      toolbar={
        canEdit && (
          <Button variant="outlined" disabled={refreshing} onClick={() => void reload()}>
            {t('param.refreshCache')}
          </Button>
        )
      }
      exportCsv={{
        fetchPage: (body) => callRoute<ParamPage>(http, { route: API.param.page, body }),
        columns: csvColumns,
        fileName: 'system-parameters',
      }}
    />
  );
}
