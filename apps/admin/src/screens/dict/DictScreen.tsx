import { API, DICT_ITEM_SORT_COLUMNS, DICT_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  RowButton,
  type SearchField,
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import itemDefinitionJson from './dict-item.form.json';
import definitionJson from './dict.form.json';
import {
  type Dict,
  type DictItem,
  type DictItemPage,
  type DictItemQuery,
  type DictPage,
  type DictQuery,
  useCreateDictItemMutation,
  useCreateDictMutation,
  useDictByCodeQuery,
  useDictItemPageQuery,
  useDictPageQuery,
  useRemoveDictItemsMutation,
  useRemoveDictsMutation,
  useSetDictStatusMutation,
  useUpdateDictItemMutation,
  useUpdateDictMutation,
} from './dict-api';

const P = PERMISSIONS.dict;
const definition = definitionJson as FormDefinitionJson;
const itemDefinition = itemDefinitionJson as FormDefinitionJson;
/** A built-in dictionary keeps its code (the server refuses to change it). */
const builtInDefinition: FormDefinitionJson = {
  ...definitionJson,
  list: definitionJson.list.map((widget) =>
    widget.model === 'dictCode'
      ? { ...widget, options: { ...widget.options, disabled: true } }
      : widget,
  ),
};
type ValueType = Dict['valueType'];
const VALUE_TYPES: readonly ValueType[] = ['string', 'number', 'boolean'];

const status01 = (value: unknown): 0 | 1 => (Number(value ?? 1) === 0 ? 0 : 1);
const sortOf = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);

function toDictBody(values: Record<string, unknown>) {
  const valueType = String(values.valueType ?? 'string') as ValueType;
  return {
    dictCode: String(values.dictCode ?? '').trim(),
    dictName: String(values.dictName ?? '').trim(),
    valueType: VALUE_TYPES.includes(valueType) ? valueType : 'string',
    sort: sortOf(values.sort),
    status: status01(values.status),
    remark: String(values.remark ?? ''),
  };
}

function toItemBody(values: Record<string, unknown>) {
  const color = String(values.color ?? '').trim();
  return {
    itemText: String(values.itemText ?? '').trim(),
    itemValue: String(values.itemValue ?? '').trim(),
    sort: sortOf(values.sort),
    status: status01(values.status),
    isDefault: values.isDefault === true,
    color: color === '' ? null : color,
    remark: String(values.remark ?? ''),
  };
}

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
        valueGetter: (value: ValueType) => t(`dict.valueType.${value}`),
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
        create: (values) => createDict(toDictBody(values)).unwrap(),
        update: (row, values) => {
          const body = toDictBody(values);
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

/** The items of one dictionary: the same list pattern, scoped to it, in a dialog. */
function DictItemsDialog({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createItem] = useCreateDictItemMutation();
  const [updateItem] = useUpdateDictItemMutation();
  const [removeItems] = useRemoveDictItemsMutation();
  const status = useStatusColumn<DictItem>(t('dict.status'));
  const createdAt = useDateTimeColumn<DictItem>('createdAt', t('dict.createdAt'));
  const scope = useMemo(() => (dict ? { dictId: dict.id } : {}), [dict]);

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'itemText', label: t('dict.item.itemText') },
      { key: 'status', label: t('dict.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<DictItem>[]>(
    () => [
      { field: 'itemText', headerName: t('dict.item.itemText'), flex: 1, minWidth: 110 },
      { field: 'itemValue', headerName: t('dict.item.itemValue'), flex: 1, minWidth: 100 },
      {
        field: 'color',
        headerName: t('dict.item.color'),
        width: 96,
        sortable: false,
        renderCell: ({ value }: { value?: string | null }) =>
          value ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                component="span"
                sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: value }}
              />
              {value}
            </Box>
          ) : (
            ''
          ),
      },
      {
        field: 'isDefault',
        headerName: t('dict.item.isDefault'),
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

  const csvColumns = useMemo<CsvColumn<DictItem>[]>(
    () => [
      { header: t('dict.item.itemText'), value: (row) => row.itemText },
      { header: t('dict.item.itemValue'), value: (row) => row.itemValue },
      { header: t('dict.item.color'), value: (row) => row.color ?? '' },
      {
        header: t('dict.item.isDefault'),
        value: (row) => (row.isDefault ? t('dict.yes') : t('dict.no')),
      },
      {
        header: t('dict.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('dict.sort'), value: (row) => row.sort },
      { header: t('dict.remark'), value: (row) => row.remark },
    ],
    [t],
  );

  return (
    <Dialog
      open={dict !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
      slotProps={{
        paper: {
          'aria-label': dict
            ? t('dict.itemsTitle', { name: dict.dictName, code: dict.dictCode })
            : '',
        },
      }}
    >
      <DialogContent sx={{ bgcolor: 'background.default' }}>
        {dict && (
          <CrudScreen<DictItem, DictItemQuery>
            title={t('dict.itemsTitle', { name: dict.dictName, code: dict.dictCode })}
            entityName={t('dict.item.name')}
            rowLabel={(row) => `${row.itemText} (${row.itemValue})`}
            searchFields={searchFields}
            scope={scope}
            sortable={DICT_ITEM_SORT_COLUMNS}
            usePage={useDictItemPageQuery}
            columns={columns}
            permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
            form={{
              definition: itemDefinition,
              create: (values) => createItem({ dictId: dict.id, ...toItemBody(values) }).unwrap(),
              update: (row, values) => updateItem({ id: row.id, ...toItemBody(values) }).unwrap(),
            }}
            remove={(ids) => removeItems(ids).unwrap()}
            toggleStatus={(row) =>
              updateItem({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
            }
            exportCsv={{
              fetchPage: (body) =>
                callRoute<DictItemPage>(http, { route: API.dict.itemPaging, body }),
              columns: csvColumns,
              fileName: `dictionary-${dict.dictCode}`,
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dict.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** What `dictByCode` answers for one dictionary's code, as forms and designers receive it. */
function DictLookupDialog({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={dict !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="dict-lookup-title"
    >
      <DialogTitle id="dict-lookup-title">
        {dict ? t('dict.lookupTitle', { code: dict.dictCode }) : ''}
      </DialogTitle>
      <DialogContent dividers>{dict && <DictLookup code={dict.dictCode} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dict.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DictLookup({ code }: { code: string }) {
  const { t } = useTranslation('admin');
  const { data, isFetching, error } = useDictByCodeQuery([code], {
    refetchOnMountOrArgChange: true,
  });
  if (isFetching && !data) return <CircularProgress aria-label="Loading" />;
  if (error)
    return <Alert severity="error">{(error as { message?: string }).message || 'Error'}</Alert>;
  const found = data?.find((entry) => entry.dictCode === code);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('dict.lookupHint')}
      </Typography>
      {!found ? (
        <Alert severity="info">{t('dict.lookupEmpty')}</Alert>
      ) : found.list.length === 0 ? (
        <Alert severity="info">{t('dict.lookupNoItems')}</Alert>
      ) : (
        <Table size="small" aria-label={t('dict.lookup')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dict.item.itemText')}</TableCell>
              <TableCell>{t('dict.item.itemValue')}</TableCell>
              <TableCell>{t('dict.sort')}</TableCell>
              <TableCell>{t('dict.item.color')}</TableCell>
              <TableCell>{t('dict.item.isDefault')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {found.list.map((item) => (
              <TableRow key={item.itemValue}>
                <TableCell>{item.itemText}</TableCell>
                <TableCell>{item.itemValue}</TableCell>
                <TableCell>{item.sort}</TableCell>
                <TableCell>{item.color ?? ''}</TableCell>
                <TableCell>{item.isDefault ? t('dict.yes') : t('dict.no')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="JSON"
        sx={{
          mt: 2,
          mb: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 12,
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {JSON.stringify(data ?? [], null, 2)}
      </Box>
    </>
  );
}
