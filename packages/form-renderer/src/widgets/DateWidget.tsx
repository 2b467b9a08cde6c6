import type { DateType, DateWidget as DateWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { WidgetComponentProps } from '../contract';
import { CalendarPanel, type CalendarLevel } from './CalendarPanel';
import {
  formatDate,
  parseDate,
  readDate,
  sameDay,
  startOfDay,
  withTime,
  writeDate,
} from './date-format';
import { PanelActions } from './PanelActions';
import { PickerField } from './PickerField';
import { controlLook, errorAttributes, flag, text } from './shared';
import { TimePanel } from './TimePanel';
import { useRangeValue, type RangeEnds } from './use-range-value';

const DATE_TYPES: readonly DateType[] = [
  'year',
  'month',
  'date',
  'dates',
  'datetime',
  'datetimerange',
  'daterange',
];

/** The format used when the widget has none. */
const DEFAULT_FORMATS: Readonly<Record<DateType, string>> = {
  year: 'yyyy',
  month: 'yyyy-MM',
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

const PLACEHOLDER_KEYS: Readonly<Record<DateType, string>> = {
  year: 'widget.date.yearPlaceholder',
  month: 'widget.date.monthPlaceholder',
  date: 'widget.date.placeholder',
  dates: 'widget.date.datesPlaceholder',
  daterange: 'widget.date.placeholder',
  datetime: 'widget.date.datetimePlaceholder',
  datetimerange: 'widget.date.datetimePlaceholder',
};

/** The picker's kind: `type`, turned into its range kind by `isRange` (date, datetime). */
function kindOf(type: unknown, isRange: boolean): DateType {
  const kind = DATE_TYPES.includes(type as DateType) ? (type as DateType) : 'date';
  if (isRange && kind === 'date') return 'daterange';
  if (isRange && kind === 'datetime') return 'datetimerange';
  return kind;
}

const LIST_SEPARATOR = /\s*[,，;；]\s*/;

/**
 * A date picker for every `type` of the spec: year, month, date, several dates (`dates`),
 * datetime, and date or datetime ranges (a start and an end box). Values are text in the
 * widget's `format` (`yyyy-MM-dd HH:mm:ss` tokens), or millisecond numbers with `timestamp`;
 * several dates and ranges are lists. Text can be typed when `editable`; the calendar opens
 * from the button (or the box when not editable).
 */
export function DateWidget(props: WidgetComponentProps<DateWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services } = props;
  const options = widget.options;
  const { t, locale } = services;
  const kind = kindOf(options.type, flag(options.isRange));
  const format = text(options.format) || DEFAULT_FORMATS[kind];
  const timestamp = flag(options.timestamp);
  const readOnly = flag(options.readonly);
  const editable = options.editable !== false;
  const clearable = options.clearable !== false;
  const { style, className } = controlLook(options);
  const errors = errorAttributes(props);
  const isRangeKind = kind === 'daterange' || kind === 'datetimerange';
  const withClock = kind === 'datetime' || kind === 'datetimerange';
  const level: CalendarLevel = kind === 'year' ? 'year' : kind === 'month' ? 'month' : 'date';

  const read = (stored: unknown) => readDate(stored, format);
  const write = (date: Date) => writeDate(date, format, timestamp);
  const show = (date: Date | null) => (date ? formatDate(date, format) : '');

  const range = useRangeValue(value, readRange(value, read), (ends) => {
    const next = ends ? ends.map(write) : [];
    onChange(next);
    return next;
  });

  const field = (spec: {
    which: 'single' | 'start' | 'end';
    text: string;
    placeholder: string;
    commit: (typed: string) => boolean;
    clear: () => void;
    panel: (close: () => void) => ReactNode;
  }) => (
    <PickerField
      id={spec.which === 'end' ? undefined : id}
      label={
        spec.which === 'single'
          ? label
          : t(spec.which === 'start' ? 'widget.rangeStart' : 'widget.rangeEnd', { label })
      }
      text={spec.text}
      placeholder={spec.placeholder}
      editable={editable}
      readOnly={readOnly}
      disabled={disabled}
      clearable={clearable}
      size={size}
      icon="date"
      openLabel={t('widget.date.open')}
      clearLabel={t('widget.clear')}
      panelLabel={t('widget.date.calendar')}
      invalid={Boolean(error)}
      describedBy={errors['aria-describedby']}
      className={spec.which === 'single' ? className : undefined}
      style={spec.which === 'single' ? style : { flex: 1 }}
      onCommitText={spec.commit}
      onClear={spec.clear}
      renderPanel={spec.panel}
    />
  );

  /** Calendar (and time columns for datetime kinds) for one date. */
  const datePanel = (
    current: Date | null,
    set: (date: Date) => void,
    close: () => void,
    marked?: RangeEnds,
  ) => (
    <>
      <CalendarPanel
        pick={level}
        selected={
          marked
            ? [marked.start, marked.end].filter((d): d is Date => d !== null)
            : current
              ? [current]
              : []
        }
        range={marked?.start && marked.end ? [marked.start, marked.end] : null}
        start={current ?? marked?.start ?? marked?.end ?? new Date()}
        locale={locale}
        t={t}
        onPick={(day) => {
          set(withClock ? withTime(day, current) : day);
          if (!withClock) close();
        }}
      />
      {withClock ? (
        <>
          <Box
            sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}
            aria-label={t('widget.date.time')}
            role="group"
          >
            <TimePanel
              value={current}
              format={format}
              arrowControl={false}
              onChange={(time) => set(withTime(current ?? startOfDay(new Date()), time))}
              t={t}
            />
          </Box>
          <PanelActions
            actions={[
              { label: t('widget.date.now'), onClick: () => set(new Date()) },
              { label: t('widget.ok'), onClick: close, primary: true },
            ]}
          />
        </>
      ) : null}
    </>
  );

  if (kind === 'dates') {
    const list = (Array.isArray(value) ? value : []).map(read).filter((d): d is Date => d !== null);
    const store = (dates: Date[]) =>
      onChange([...dates].sort((a, b) => a.getTime() - b.getTime()).map(write));
    return field({
      which: 'single',
      text: list.map(show).join(', '),
      placeholder: text(options.placeholder) || t(PLACEHOLDER_KEYS.dates),
      commit: (typed) => {
        const parsed = typed
          .split(LIST_SEPARATOR)
          .filter(Boolean)
          .map((part) => parseDate(part, format));
        if (parsed.some((d) => d === null)) return false;
        const unique = (parsed as Date[]).filter(
          (d, i, all) => all.findIndex((o) => sameDay(o, d)) === i,
        );
        store(unique);
        return true;
      },
      clear: () => onChange([]),
      panel: (close) => (
        <>
          <CalendarPanel
            pick="date"
            selected={list}
            start={list[list.length - 1] ?? new Date()}
            locale={locale}
            t={t}
            onPick={(day) =>
              store(
                list.some((d) => sameDay(d, day))
                  ? list.filter((d) => !sameDay(d, day))
                  : [...list, day],
              )
            }
          />
          <PanelActions actions={[{ label: t('widget.ok'), onClick: close, primary: true }]} />
        </>
      ),
    });
  }

  if (!isRangeKind) {
    const current = read(value);
    return field({
      which: 'single',
      text: current ? show(current) : text(value),
      placeholder: text(options.placeholder) || t(PLACEHOLDER_KEYS[kind]),
      commit: (typed) => {
        const date = parseDate(typed, format, current ?? undefined);
        if (date) onChange(write(date));
        return date !== null;
      },
      clear: () => onChange(''),
      panel: (close) => datePanel(current, (date) => onChange(write(date)), close),
    });
  }

  const end = (which: 'start' | 'end') => {
    const current = which === 'start' ? range.start : range.end;
    const set = which === 'start' ? range.setStart : range.setEnd;
    const placeholder =
      which === 'start'
        ? text(options.startPlaceholder) || t('widget.date.startPlaceholder')
        : text(options.endPlaceholder) || t('widget.date.endPlaceholder');
    return field({
      which,
      text: show(current),
      placeholder,
      commit: (typed) => {
        const date = parseDate(typed, format, current ?? undefined);
        if (date) set(date);
        return date !== null;
      },
      clear: range.clear,
      panel: (close) => datePanel(current, set, close, { start: range.start, end: range.end }),
    });
  };

  return (
    <Box
      role="group"
      aria-label={label}
      className={className}
      style={style}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {end('start')}
      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
        {t('widget.rangeSeparator')}
      </Box>
      {end('end')}
    </Box>
  );
}

/** Both ends of a stored range, or neither. */
function readRange(value: unknown, read: (stored: unknown) => Date | null): RangeEnds {
  if (!Array.isArray(value) || value.length < 2) return { start: null, end: null };
  const start = read(value[0]);
  const end = read(value[1]);
  return start && end ? { start, end } : { start: null, end: null };
}
