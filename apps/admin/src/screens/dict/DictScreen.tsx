import { API, DICT_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  RowButton,
  type SearchField,
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import {
  type Dict,
  type DictPage,
  type DictQuery,
  useCreateDictMutation,
  useDictPageQuery,
  useRemoveDictsMutation,
  useSetDictStatusMutation,
  useUpdateDictMutation,
} from './dict-api';
import { builtInDefinition, definition, dictBody, translations } from './dict-form';
import { DictItemsDialog } from './DictItemsDialog';
import { DictLookupDialog } from './DictLookupDialog';

const P = PERMISSIONS.dict;

/** 数据字典: dictionaries, their items, and what a lookup by code answers. */
export function DictScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createDict] = useCreateDictMutation();
  const [updateDict] = useUpdateDictMutation();
  const [removeDicts] = useRemoveDictsMutation();
  const [setDictStatus] = useSetDictStatusMutation();
  const [itemsOf, setItemsOf] = useState<Dict | null>(null);
  const [lookupOf, setLookupOf] = useState<Dict | null>(null);
  const status = useStatusColumn<Dict>(t('dict.status'));
  const createdAt = useDateTimeColumn<Dict>('createdAt', t('dict.createdAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'dictCode', label: t('dict.dictCode'), maxLength: 64 },
      { key: 'dictName', label: t('dict.dictName') },
      { key: 'status', label: t('dict.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<Dict>[]>(
    () => [
      { field: 'dictCode', headerName: t('dict.dictCode'), flex: 1, minWidth: 120 },
      { field: 'dictName', headerName: t('dict.dictName'), flex: 1, minWidth: 110 },
      {
        field: 'valueType',
        headerName: t('dict.valueType'),
        width: 80,
        sortable: false,
        valueGetter: (value: Dict['valueType']) => t(`dict.valueType.${value}`),
      },
      {
        field: 'builtIn',
        headerName: t('dict.builtIn'),
        width: 64,
        sortable: false,
        valueGetter: (value: boolean) => (value ? t('dict.yes') : t('dict.no')),
      },
      status,
      { field: 'sort', headerName: t('dict.sort'), width: 64, type: 'number' },
      createdAt,
    ],
    [t, status, createdAt],
  );

  const csvColumns = useMemo<CsvColumn<Dict>[]>(
    () => [
      { header: t('dict.dictCode'), value: (row) => row.dictCode },
      { header: t('dict.dictName'), value: (row) => row.dictName },
      { header: t('dict.valueType'), value: (row) => t(`dict.valueType.${row.valueType}`) },
      { header: t('dict.builtIn'), value: (row) => (row.builtIn ? t('dict.yes') : t('dict.no')) },
      {
        header: t('dict.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('dict.sort'), value: (row) => row.sort },
      { header: t('dict.remark'), value: (row) => row.remark },
      { header: t('dict.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Dict) => {
      const label = `${row.dictName} (${row.dictCode})`;
      return (
        <>
          <RowButton onClick={() => setItemsOf(row)} aria-label={`${t('dict.items')} ${label}`}>
            {t('dict.items')}
          </RowButton>
          <RowButton onClick={() => setLookupOf(row)} aria-label={`${t('dict.lookup')} ${label}`}>
            {t('dict.lookup')}
          </RowButton>
        </>
      );
    },
    [t],
  );

  return (
    <CrudScreen<Dict, DictQuery>
      title={title}
      entityName={t('dict.name')}
      rowLabel={(row) => `${row.dictName} (${row.dictCode})`}
      searchFields={searchFields}
      sortable={DICT_SORT_COLUMNS}
      usePage={useDictPageQuery}
      columns={columns}
      permissions={{
        add: P.add,
        edit: P.edit,
        remove: P.remove,
        export: P.export,
        status: P.status,
      }}
      form={{
        definition,
        editDefinition: (row) => (row.builtIn ? builtInDefinition : definition),
        translations,
        create: (values) => createDict(dictBody(values)).unwrap(),
        update: (row, values) => {
          const body = dictBody(values);
          return updateDict({
            id: row.id,
            ...body,
            ...(row.builtIn ? { dictCode: row.dictCode } : {}),
          }).unwrap();
        },
      }}
      remove={(ids) => removeDicts(ids).unwrap()}
      canRemoveRow={(row) => !row.builtIn}
      toggleStatus={(row) =>
        setDictStatus({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
      }
      rowActions={rowActions}
      rowActionsWidth={60 + 72}
      exportCsv={{
        fetchPage: (body) => callRoute<DictPage>(http, { route: API.dict.paging, body }),
        columns: csvColumns,
        fileName: 'dictionaries',
      }}
    >
      <DictItemsDialog dict={itemsOf} onClose={() => setItemsOf(null)} />
      <DictLookupDialog dict={lookupOf} onClose={() => setLookupOf(null)} />
    </CrudScreen>
  );
}
