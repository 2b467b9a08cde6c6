import { API, PERMISSIONS } from '@org/api-contract';
import { callRoute, useCan, useHttp } from '@org/app-kit';
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
import definitionJson from './calendar.form.json';
import definitionEnUs from './calendar.form.en-US.json';
import {
  type Calendar,
  type CalendarPage,
  type CalendarQuery,
  useCalendarPageQuery,
  useCreateCalendarMutation,
  useRemoveCalendarsMutation,
  useUpdateCalendarMutation,
} from './calendar-api';
import { CalendarDaysDialog } from './CalendarDaysDialog';

const P = PERMISSIONS.calendar;
const definition = definitionJson as FormDefinitionJson;
/** The form's texts in English (the definition's own are Chinese). */
const translations = { 'en-US': definitionEnUs };
const SORTABLE = ['calendarCode', 'calendarName', 'createdAt'] as const;

/** The create/update body from the form's values. */
function toBody(values: Record<string, unknown>) {
  return {
    calendarCode: String(values.calendarCode ?? '').trim(),
    calendarName: String(values.calendarName ?? '').trim(),
    isDefault: values.isDefault === true,
    timezone: String(values.timezone ?? '').trim() || 'Asia/Shanghai',
    status: (Number(values.status ?? 1) === 0 ? 0 : 1) as 0 | 1,
    remark: String(values.remark ?? ''),
  };
}

/** 日历管理: calendars on the list pattern, and each calendar's month view of days. */
export function CalendarScreen({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const http = useHttp();
  const [createCalendar] = useCreateCalendarMutation();
  const [updateCalendar] = useUpdateCalendarMutation();
  const [removeCalendars] = useRemoveCalendarsMutation();
  const [viewing, setViewing] = useState<Calendar | null>(null);
  const canView = useCan(P.view);
  const status = useStatusColumn<Calendar>(t('calendar.status'));
  const createdAt = useDateTimeColumn<Calendar>('createdAt', t('calendar.createdAt'));

  const searchFields = useMemo<SearchField[]>(
    () => [
      { key: 'calendarCode', label: t('calendar.calendarCode'), maxLength: 64 },
      { key: 'calendarName', label: t('calendar.calendarName') },
      { key: 'status', label: t('calendar.status'), kind: 'status' },
    ],
    [t],
  );

  const columns = useMemo<GridColDef<Calendar>[]>(
    () => [
      { field: 'calendarCode', headerName: t('calendar.calendarCode'), flex: 1, minWidth: 120 },
      { field: 'calendarName', headerName: t('calendar.calendarName'), flex: 1, minWidth: 120 },
      {
        field: 'isDefault',
        headerName: t('calendar.isDefault'),
        width: 70,
        sortable: false,
        valueGetter: (value: boolean) => (value ? t('calendar.yes') : t('calendar.no')),
      },
      {
        field: 'timezone',
        headerName: t('calendar.timezone'),
        width: 130,
        sortable: false,
      },
      status,
      {
        field: 'remark',
        headerName: t('calendar.remark'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      },
      createdAt,
    ],
    [t, status, createdAt],
  );

  const csvColumns = useMemo<CsvColumn<Calendar>[]>(
    () => [
      { header: t('calendar.calendarCode'), value: (row) => row.calendarCode },
      { header: t('calendar.calendarName'), value: (row) => row.calendarName },
      {
        header: t('calendar.isDefault'),
        value: (row) => (row.isDefault ? t('calendar.yes') : t('calendar.no')),
      },
      { header: t('calendar.timezone'), value: (row) => row.timezone },
      {
        header: t('calendar.status'),
        value: (row) => (row.status === 1 ? t('status.enabled') : t('status.disabled')),
      },
      { header: t('calendar.remark'), value: (row) => row.remark },
      { header: t('calendar.createdAt'), value: (row) => row.createdAt },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Calendar) =>
      canView ? (
        <RowButton
          onClick={() => setViewing(row)}
          aria-label={`${t('calendar.days')} ${row.calendarName}`}
        >
          {t('calendar.days')}
        </RowButton>
      ) : null,
    [canView, t],
  );

  return (
    <CrudScreen<Calendar, CalendarQuery>
      title={title}
      entityName={t('calendar.name')}
      rowLabel={(row) => `${row.calendarName} (${row.calendarCode})`}
      searchFields={searchFields}
      sortable={SORTABLE}
      usePage={useCalendarPageQuery}
      columns={columns}
      permissions={{ add: P.add, edit: P.edit, remove: P.remove, export: P.export }}
      form={{
        definition,
        translations,
        create: (values) => createCalendar(toBody(values)).unwrap(),
        update: (row, values) => updateCalendar({ id: row.id, ...toBody(values) }).unwrap(),
      }}
      remove={(ids) => removeCalendars(ids).unwrap()}
      toggleStatus={(row) =>
        updateCalendar({ id: row.id, status: row.status === 1 ? 0 : 1 }).unwrap()
      }
      exportCsv={{
        fetchPage: (body) => callRoute<CalendarPage>(http, { route: API.calendar.page, body }),
        columns: csvColumns,
        fileName: 'calendars',
      }}
      rowActions={rowActions}
      rowActionsWidth={72}
    >
      <CalendarDaysDialog
        key={viewing?.id ?? 0}
        calendar={viewing}
        onClose={() => setViewing(null)}
      />
    </CrudScreen>
  );
}
