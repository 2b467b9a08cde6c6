import { API, PERMISSIONS } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudScreen,
  type CsvColumn,
  type FormDefinitionJson,
  type SearchField,
  useDateTimeColumn,
  useStatusColumn,
} from '@org/app-kit/list';
import definitionJson from './position.form.json';
import definitionEnUs from './position.form.en-US.json';
import {
  type Position,
  type PositionPage,
  type PositionQuery,
  useCreatePositionMutation,
  usePositionPageQuery,
  useRemovePositionsMutation,
  useUpdatePositionMutation,
} from './position-api';

const P = PERMISSIONS.position;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['sort', 'positionCode', 'positionName', 'positionLevel', 'createdAt'] as const;

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  return {
    positionCode: String(values.positionCode ?? '').trim(),
    positionName: String(values.positionName ?? '').trim(),
    positionLevel: Number(values.positionLevel ?? 0),
    sort: Number(values.sort ?? 0),
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  };
}

/** 职务管理: positions on the list kit, end to end against the server. */
export function PositionScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createPosition] = useCreatePositionMutation();
  const [updatePosition] = useUpdatePositionMutation();
  const [removePositions] = useRemovePositionsMutation();
  const status = useStatusColumn<Position>(t('position.status'));
  const createdAt = useDateTimeColumn<Position>('createdAt', t('position.createdAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'positionCode', label: t('position.positionCode'), maxLength: 64 },
      { key: 'positionName', label: t('position.positionName') },
      { key: 'status', label: t('position.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<Position>[]>(
    () => [
      { field: 'positionCode', headerName: t('position.positionCode'), flex: 1, minWidth: 110 },
      { field: 'positionName', headerName: t('position.positionName'), flex: 1, minWidth: 110 },
      {
        field: 'positionLevel',
        headerName: t('position.positionLevel'),
        width: 70,
        type: 'number',
      },
      {
        field: 'orgName',
        headerName: t('position.orgName'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      {
        field: 'memberCount',
        headerName: t('position.memberCount'),
        width: 70,
        type: 'number',
        sortable: false,
      },
      status,
      { field: 'sort', headerName: t('position.sort'), width: 70, type: 'number' },
      createdAt,
    ],
    [t, status, createdAt],
  );

  const csvColumns = useMemo<CsvColumn<Position>[]>(
    () => [
      { header: t('position.positionCode'), value: (row) => row.positionCode },
      { header: t('position.positionName'), value: (row) => row.positionName },
      { header: t('position.positionLevel'), value: (row) => row.positionLevel },
      { header: t('position.orgName'), value: (row) => row.orgName },
      { header: t('position.memberCount'), value: (row) => row.memberCount },
      {
        header: t('position.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('position.sort'), value: (row) => row.sort },
      { header: t('position.remark'), value: (row) => row.remark },
      { header: t('position.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  return (
    <CrudScreen<Position, PositionQuery>
      title={title}
      entityName={t('position.name')}
      rowLabel={(row) => `${row.positionName} (${row.positionCode})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={usePositionPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createPosition(toBody(values)).unwrap(),
        update: (row, values) => updatePosition({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removePositions(ids).unwrap()}
      toggleStatus={(row) =>
        updatePosition({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
      }
      exportCsv={{
        fetchPage: (body) => callRoute<PositionPage>(http, { route: API.position.page, body }),
        columns: csvColumns,
        fileName: 'positions',
      }}
    />
  );
}
