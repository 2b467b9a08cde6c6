import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { FORM_PERMISSIONS, FORM_SOURCE_SORT_COLUMNS, type FormSourceKind } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import {
  DeleteSelectedButton,
  ListGrid,
  ListPage,
  RemovalConfirm,
  type SearchField,
  SearchFields,
  useDateTimeColumn,
  useListQuery,
  useListRemoval,
  useRowActionsColumn,
  useSelection,
} from '@org/app-kit/list';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormSource,
  type FormSourcePageQuery,
  useFormSourcePageQuery,
  useRemoveFormSourcesMutation,
} from '../api/form-scripts-api';
import { dateTime } from '../common/format';
import { OptionListDialog } from './OptionListDialog';
import { RemoteFuncDialog } from './RemoteFuncDialog';

const nameOf = (source: FormSource) => source.name;
const isEnabled = () => true;

/**
 * The remote functions (FUNC) or option lists (OPTION) of an application on the list kit:
 * search by name or description, server paging and sorting, add, edit, delete one or the
 * checked ones.
 */
export function FormSourceList({ appId, kind }: { appId: number; kind: FormSourceKind }) {
  const { t } = useTranslation('shell');
  const canAdd = useCan(FORM_PERMISSIONS.add);
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const canRemove = useCan(FORM_PERMISSIONS.remove);
  const [editing, setEditing] = useState<FormSource | 'new' | null>(null);
  const [remove] = useRemoveFormSourcesMutation();
  const func = kind === 'FUNC';

  const searchFields = useMemo<SearchField[]>(
    () => [{ key: 'keyword', label: t('formScripts.search') }],
    [t],
  );
  const scope = useMemo(() => ({ appId, kind }), [appId, kind]);
  const list = useListQuery<FormSource, FormSourcePageQuery>({
    searchFields,
    scope,
    sortable: FORM_SOURCE_SORT_COLUMNS,
    usePage: useFormSourcePageQuery,
  });
  const selection = useSelection(list.rows);
  const updatedAt = useDateTimeColumn<FormSource>('updatedAt', t('area.updatedAt'), dateTime);
  const columns = useMemo<GridColDef<FormSource>[]>(
    () => [
      {
        field: 'name',
        headerName: t('formScripts.name'),
        flex: 1,
        minWidth: 140,
        cellClassName: 'monospace',
      },
      {
        field: 'label',
        headerName: t('formScripts.label'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (value: string) => value || '—',
      },
      func
        ? {
            field: 'script',
            headerName: t('formScripts.script'),
            flex: 2,
            minWidth: 160,
            sortable: false,
            cellClassName: 'monospace',
            valueGetter: (value: string | undefined) => (value ?? '').replace(/\s+/g, ' '),
          }
        : {
            field: 'options',
            headerName: t('formScripts.options'),
            flex: 2,
            minWidth: 160,
            sortable: false,
            valueGetter: (_value, row) =>
              (row.options ?? []).map((option) => `${option.label} (${option.value})`).join(', '),
          },
      updatedAt,
    ],
    [t, func, updatedAt],
  );
  const editRow = useCallback((source: FormSource) => setEditing(source), []);
  const removal = useListRemoval<FormSource>({
    remove: (ids) => remove(ids).unwrap(),
    doneText: t('deleted'),
    selection,
    list,
  });
  const { ask: askRemoval } = removal;
  const removeRow = useCallback((source: FormSource) => askRemoval([source]), [askRemoval]);
  const withActions = useRowActionsColumn(columns, {
    rowLabel: nameOf,
    isEnabled,
    onEdit: canEdit ? editRow : undefined,
    onRemove: canRemove ? removeRow : undefined,
  });

  const title = func ? t('formScripts.funcTitle') : t('formScripts.optionTitle');
  const close = () => setEditing(null);
  const shown = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <ListPage
      title={title}
      level={2}
      actions={
        <>
          {canAdd && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {func ? t('formScripts.addFunc') : t('formScripts.addOption')}
            </Button>
          )}
          {canRemove && (
            <DeleteSelectedButton removal={removal} selected={selection.selectedRows} />
          )}
        </>
      }
      search={<SearchFields fields={searchFields} list={list} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {func ? t('formScripts.funcIntro') : t('formScripts.optionIntro')}
      </Typography>
      <ListGrid
        list={list}
        columns={withActions}
        label={title}
        emptyText={
          list.query.keyword
            ? t('formScripts.noMatch')
            : func
              ? t('formScripts.funcEmpty')
              : t('formScripts.optionEmpty')
        }
        {...(canRemove
          ? { selection: { model: selection.selection, onChange: selection.setSelection } }
          : {})}
      />
      {editing !== null &&
        (func ? (
          <RemoteFuncDialog appId={appId} source={shown} onClose={close} />
        ) : (
          <OptionListDialog appId={appId} source={shown} onClose={close} />
        ))}
      <RemovalConfirm
        removal={removal}
        title={t('formScripts.confirmTitle')}
        question={(only, count) =>
          only
            ? t('formScripts.confirmText', { name: only.name })
            : t('formScripts.confirmTextMany', { count })
        }
      />
    </ListPage>
  );
}
