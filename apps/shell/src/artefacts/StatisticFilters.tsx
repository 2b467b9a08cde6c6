import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATISTIC_FILTER_OPS, type StatisticFilter } from '@org/api-contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentErrors, SelectField } from './fields';
import { OrderedList } from './OrderedList';
import { type ViewColumn, useColumnChoices } from './StatisticMeasures';

type Value = Exclude<StatisticFilter['value'], undefined>;
type One = Exclude<Value, readonly unknown[]>;
type Op = StatisticFilter['op'];

/** Conditions that take no value, and those that take a list or two values. */
const NO_VALUE: readonly Op[] = ['empty', 'notEmpty'];

/** A typed text as the column's type: a number (when it reads as one), a yes/no, else text. */
function typedOf(text: string, type: string | undefined): One {
  const trimmed = text.trim();
  if (type === 'number' && trimmed !== '' && Number.isFinite(Number(trimmed))) {
    return Number(trimmed);
  }
  if (type === 'boolean' && /^(true|false)$/i.test(trimmed)) {
    return trimmed.toLowerCase() === 'true';
  }
  return text;
}

/** A list typed with commas (Chinese ones too), each value of the column's type. */
const listOf = (text: string, type: string | undefined): One[] =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => typedOf(part, type));

const textOf = (value: Value | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.map(String).join(', ') : String(value);

/**
 * A text field holding a typed value (a number, a list): it shows what was typed ("1." on the
 * way to 1.5, "a, " on the way to a list) as long as the content holds what that text gave,
 * and the content's value written out once it holds anything else (another row's value after
 * a removal, a reset).
 */
function TypedField<V>({
  value,
  show,
  parse,
  onChange,
  ...field
}: {
  value: V;
  show: (value: V) => string;
  parse: (text: string) => V;
  onChange: (value: V) => void;
  label: string;
  type?: string;
  error?: string | undefined;
  helperText?: string | undefined;
}) {
  const [typed, setTyped] = useState<{ text: string; value: V } | null>(null);
  const text = typed && Object.is(typed.value, value) ? typed.text : show(value);
  return (
    <TextField
      size="small"
      label={field.label}
      type={field.type ?? 'text'}
      value={text}
      onChange={(event) => {
        const next = parse(event.target.value);
        setTyped({ text: event.target.value, value: next });
        onChange(next);
      }}
      error={field.error !== undefined}
      helperText={field.error ?? field.helperText}
      slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : {}}
    />
  );
}

/** The value of a filter changed to suit `op`: none, a list, two values, or one. */
function valueFor(op: Op, value: Value | undefined): Value | undefined {
  const list = value === undefined ? [] : Array.isArray(value) ? (value as One[]) : [value as One];
  if (NO_VALUE.includes(op)) return undefined;
  if (op === 'in') return list;
  if (op === 'between') return [list[0] ?? '', list[1] ?? ''];
  return list[0];
}

/** The value fields of one filter, as its condition wants them (none, a list, from and to). */
function ValueFields({
  filter,
  column,
  onChange,
  errorOf,
}: {
  filter: StatisticFilter;
  column: ViewColumn | undefined;
  onChange: (filter: StatisticFilter) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('shell');
  const type = column?.dataType;
  const input = type === 'date' ? 'date' : 'text';
  const set = (value: Value | undefined) => {
    const { value: _, ...rest } = filter;
    onChange(value === undefined ? rest : { ...rest, value });
  };
  if (filter.op === 'in') {
    return (
      <TypedField<One[]>
        label={t('statisticEditor.values')}
        value={(filter.value ?? []) as One[]}
        show={textOf}
        parse={(text) => listOf(text, type)}
        onChange={set}
        error={errorOf('value')}
        helperText={t('statisticEditor.valuesHelp')}
      />
    );
  }
  if (filter.op === 'between') {
    const pair = (Array.isArray(filter.value) ? filter.value : []) as One[];
    const part = (index: 0 | 1) => (
      <TypedField<One>
        label={t(index === 0 ? 'statisticEditor.from' : 'statisticEditor.to')}
        type={input}
        value={pair[index] ?? ''}
        show={textOf}
        parse={(text) => typedOf(text, type)}
        onChange={(value) => set(index === 0 ? [value, pair[1] ?? ''] : [pair[0] ?? '', value])}
        error={errorOf(`value[${index}]`) ?? (index === 0 ? errorOf('value') : undefined)}
      />
    );
    return (
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
        {part(0)}
        {part(1)}
      </Box>
    );
  }
  return (
    <TypedField<One>
      label={t('statisticEditor.value')}
      type={input}
      value={(filter.value ?? '') as One}
      show={textOf}
      parse={(text) => typedOf(text, type)}
      onChange={set}
      error={errorOf('value')}
    />
  );
}

/**
 * The filters, all of which a row must pass before it is grouped: a column, a condition and
 * its value(s) — one; a list for 属于; from and to for 介于; none for 为空 and 不为空. Values
 * are kept as the column's type (numbers for a number column), dates picked for a date column.
 */
export function StatisticFilters({
  filters,
  columns,
  onChange,
  errors,
}: {
  filters: readonly StatisticFilter[];
  columns: readonly ViewColumn[];
  onChange: (filters: StatisticFilter[]) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const choicesOf = useColumnChoices(columns);
  const change = (index: number, filter: StatisticFilter) =>
    onChange(filters.map((f, i) => (i === index ? filter : f)));
  const first = columns[0]?.columnName;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('statisticEditor.filters')}
      </Typography>
      {errors.filters && (
        <Typography color="error" variant="body2">
          {errors.filters}
        </Typography>
      )}
      {filters.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('statisticEditor.noFilters')}
        </Typography>
      )}
      <OrderedList items={filters} label={t('statisticEditor.filters')} onChange={onChange}>
        {(filter, index) => {
          const errorOf = (field: string) => errors[`filters[${index}].${field}`];
          const column = columns.find((c) => c.columnName === filter.column);
          return (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1.5fr 1fr' } }}>
              <SelectField
                label={t('statisticEditor.column')}
                required
                value={filter.column}
                choices={choicesOf()}
                onChange={(name) => change(index, { ...filter, column: name })}
                error={errorOf('column')}
              />
              <SelectField
                label={t('statisticEditor.op')}
                required
                value={filter.op}
                choices={STATISTIC_FILTER_OPS.map((op) => ({
                  value: op,
                  label: t(`statisticEditor.op.${op}`),
                }))}
                onChange={(value) => {
                  const op = value as Op;
                  const { value: _, ...rest } = filter;
                  const next = valueFor(op, filter.value);
                  change(
                    index,
                    next === undefined ? { ...rest, op } : { ...rest, op, value: next },
                  );
                }}
                error={errorOf('op')}
              />
              {!NO_VALUE.includes(filter.op) && (
                <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
                  <ValueFields
                    filter={filter}
                    column={column}
                    onChange={(next) => change(index, next)}
                    errorOf={errorOf}
                  />
                </Box>
              )}
            </Box>
          );
        }}
      </OrderedList>
      <Button
        sx={{ justifySelf: 'start' }}
        disabled={first === undefined || filters.length >= 20}
        onClick={() => onChange([...filters, { column: first ?? '', op: 'eq', value: '' }])}
      >
        {t('statisticEditor.addFilter')}
      </Button>
    </Box>
  );
}
