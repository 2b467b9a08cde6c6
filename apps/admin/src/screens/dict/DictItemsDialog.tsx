import { API, DICT_ITEM_SORT_COLUMNS, PERMISSIONS } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type SearchField,
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import {
  type Dict,
  type DictItem,
  type DictItemPage,
  type DictItemQuery,
  useCreateDictItemMutation,
  useDictItemPageQuery,
  useRemoveDictItemsMutation,
  useUpdateDictItemMutation,
} from './dict-api';
import { itemBody, itemDefinition, itemTranslations } from './dict-form';

const P = PERMISSIONS.dict;

/** The items of one dictionary: the same list pattern, scoped to it, in a dialog. */
export function DictItemsDialog({ dict, onClose }: { dict: Dict | null; onClose: () => void }) {
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
              translations: itemTranslations,
              create: (values) => createItem({ dictId: dict.id, ...itemBody(values) }).unwrap(),
              update: (row, values) => updateItem({ id: row.id, ...itemBody(values) }).unwrap(),
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
