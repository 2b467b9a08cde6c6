import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHART_KINDS,
  type ChartKind,
  DATE_BUCKETS,
  MAX_STATISTIC_GROUPS,
  SERIES_CHARTS,
  type StatisticContent,
  type StatisticDimension,
} from '@org/api-contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewQuery } from '../api/dataview-api';
import type { ContentEditorProps } from './ContentEditors';
import { type ContentErrors, SelectField, idOf, useViewChoices } from './fields';
import { StatisticFilters } from './StatisticFilters';
import { StatisticLabelFields } from './StatisticLabelFields';
import {
  type ViewColumn,
  StatisticMeasures,
  measureName,
  useColumnChoices,
} from './StatisticMeasures';
import { StatisticPreview, useStatisticPreview } from './StatisticPreview';
import { ViewParamFields } from './ViewParamFields';

type Content = Partial<StatisticContent>;
type Sort = NonNullable<StatisticContent['sort']>;

const DATE_TYPES = new Set(['date', 'datetime']);
/** The choices of no sort and no bucket (a select shows no text for ''). */
const DEFAULT = 'default';
const BY_VALUE = 'value';

/** `content` with `changes`, and the fields named in `drop` left out. */
function changed(content: Content, changes: Content, drop: readonly (keyof Content)[] = []) {
  const next: Record<string, unknown> = { ...content, ...changes };
  for (const key of drop) delete next[key];
  return next;
}

/** A titled part of the editor. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type GroupPart =
  '' | 'column' | 'bucket' | `labels${'' | '.from' | '.dictCode' | '.formId' | '.field'}`;

/**
 * A column the rows are grouped by (the dimension, or the series), and — for a date or time
 * column only — the period its dates are grouped by; values not grouped by a period may show
 * as a dictionary's or a form field's labels (值显示为). A new column that is not a date drops
 * the period; a new column, or a period, drops the labels.
 */
function GroupField({
  appId,
  label,
  help,
  value,
  columns,
  onChange,
  errorOf,
}: {
  appId: number;
  label: string;
  help?: string;
  value: StatisticDimension | undefined;
  columns: readonly ViewColumn[];
  onChange: (value: StatisticDimension | undefined) => void;
  /** The error of `column`, `bucket`, the labels' source or the group itself (''). */
  errorOf: (field: GroupPart) => string | undefined;
}) {
  const { t } = useTranslation('shell');
  const choicesOf = useColumnChoices(columns);
  const isDate = (name: string | undefined) =>
    DATE_TYPES.has(columns.find((c) => c.columnName === name)?.dataType ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1.4fr 1fr' } }}>
      <SelectField
        label={label}
        required
        value={value?.column}
        choices={choicesOf()}
        onChange={(column) =>
          onChange(isDate(column) && value?.bucket ? { column, bucket: value.bucket } : { column })
        }
        error={errorOf('column') ?? errorOf('')}
        help={help}
      />
      {value && (isDate(value.column) || value.bucket) && (
        <SelectField
          label={t('statisticEditor.bucket')}
          value={value.bucket ?? BY_VALUE}
          choices={[
            { value: BY_VALUE, label: t('statisticEditor.byValue') },
            ...DATE_BUCKETS.map((b) => ({ value: b, label: t(`statisticEditor.bucket.${b}`) })),
          ]}
          onChange={(bucket) =>
            onChange(
              bucket === BY_VALUE
                ? { column: value.column }
                : { column: value.column, bucket: bucket as StatisticDimension['bucket'] },
            )
          }
          error={errorOf('bucket')}
        />
      )}
      {value && !value.bucket && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <StatisticLabelFields
            appId={appId}
            value={value.labels}
            onChange={(labels) =>
              onChange(labels ? { column: value.column, labels } : { column: value.column })
            }
            errorOf={(part) => errorOf(part === '' ? 'labels' : `labels.${part}`)}
          />
        </Box>
      )}
    </Box>
  );
}

/** 排序与前 N 名: the order of the groups (by the dimension or a measure, either way), top N. */
function SortFields({
  content,
  columns,
  onChange,
  errors,
}: {
  content: Content;
  columns: readonly ViewColumn[];
  onChange: (value: Record<string, unknown>) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const sort = content.sort;
  const by = !sort
    ? DEFAULT
    : sort.by === 'dimension'
      ? 'dimension'
      : `measure:${sort.measure ?? 0}`;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <SelectField
        label={t('statisticEditor.sortBy')}
        value={by}
        choices={[
          { value: DEFAULT, label: t('statisticEditor.sortDefault') },
          { value: 'dimension', label: t('statisticEditor.sortByDimension') },
          ...(content.measures ?? []).map((m, index) => ({
            value: `measure:${index}`,
            label: t('statisticEditor.sortByMeasure', { label: measureName(m, columns, t) }),
          })),
        ]}
        onChange={(value) => {
          if (value === DEFAULT) return onChange(changed(content, {}, ['sort']));
          const next: Sort =
            value === 'dimension'
              ? { by: 'dimension', order: sort?.order ?? 'asc' }
              : { by: 'measure', measure: Number(value.slice(8)), order: sort?.order ?? 'desc' };
          onChange(changed(content, { sort: next }));
        }}
        error={errors['sort.measure'] ?? errors['sort.by'] ?? errors.sort}
        help={sort ? undefined : t('statisticEditor.sortDefaultHelp')}
      />
      {sort && (
        <SelectField
          label={t('statisticEditor.order')}
          value={sort.order}
          choices={[
            { value: 'asc', label: t('statisticEditor.asc') },
            { value: 'desc', label: t('statisticEditor.desc') },
          ]}
          onChange={(order) =>
            onChange(changed(content, { sort: { ...sort, order: order as Sort['order'] } }))
          }
          error={errors['sort.order']}
        />
      )}
      <TextField
        size="small"
        type="number"
        sx={{ gridColumn: { md: 1 } }}
        label={t('statisticEditor.limit')}
        value={content.limit ?? ''}
        onChange={(event) => {
          const typed = event.target.value.trim();
          onChange(
            typed === ''
              ? changed(content, {}, ['limit'])
              : changed(content, { limit: Number(typed) }),
          );
        }}
        error={errors.limit !== undefined}
        helperText={errors.limit ?? t('statisticEditor.limitHelp', { max: MAX_STATISTIC_GROUPS })}
        slotProps={{ htmlInput: { min: 1, max: MAX_STATISTIC_GROUPS, step: 1 } }}
      />
    </Box>
  );
}

/**
 * STATISTIC: how it is drawn (the chart), over which data view and with which of its
 * parameters, grouped by which column (a date column by day, week, month, quarter or year) and
 * — for a stacked bar or pivot table — split by which series, the measures, the filters, the
 * sort and top N; and a preview of the statistic as edited under them. A new view starts the
 * columns over; a chart that draws no series drops it, a number card drops its grouping and a
 * pie keeps one measure. The preview's field errors show under the fields as a save's do; a
 * save's, being newer when both name a field, win.
 */
export function StatisticEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as Content;
  const views = useViewChoices();
  const { currentData: view } = useViewQuery(
    { id: content.viewId ?? 0 },
    { skip: content.viewId === undefined },
  );
  const columns = view?.columns ?? [];
  const preview = useStatisticPreview(appId, content);
  const shown: ContentErrors = { ...preview.errors, ...errors };
  const chart = content.chart ?? 'bar';
  const grouped = (field: 'dimension' | 'series') => (group: StatisticDimension | undefined) =>
    onChange(group ? changed(content, { [field]: group }) : changed(content, {}, [field]));
  const errorOf = (field: 'dimension' | 'series') => (part: GroupPart) =>
    shown[part === '' ? field : `${field}.${part}`];

  const setChart = (next: ChartKind) => {
    const drop: (keyof Content)[] = [];
    if (next === 'number') drop.push('dimension', 'series', 'sort', 'limit');
    else if (!SERIES_CHARTS.includes(next)) drop.push('series');
    const measures = content.measures ?? [];
    onChange(
      changed(
        content,
        { chart: next, ...(next === 'pie' ? { measures: measures.slice(0, 1) } : {}) },
        drop,
      ),
    );
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1.4fr' } }}>
        <SelectField
          label={t('statisticEditor.chart')}
          required
          value={chart}
          choices={CHART_KINDS.map((kind) => ({
            value: kind,
            label: t(`statistic.chart.${kind}`),
          }))}
          onChange={(kind) => setChart(kind as ChartKind)}
          error={shown.chart}
        />
        <SelectField
          label={t('artefact.view')}
          required
          value={content.viewId}
          choices={views}
          onChange={(id) =>
            onChange({
              chart,
              viewId: idOf(id),
              measures: [{ aggregate: 'COUNT' }],
              ...(content.sort?.by === 'dimension' ? { sort: content.sort } : {}),
              ...(content.limit === undefined ? {} : { limit: content.limit }),
            })
          }
          error={shown.viewId}
        />
      </Box>
      {view && (
        <Part title={t('statisticEditor.params')}>
          {shown.params && (
            <Typography variant="body2" color="error">
              {shown.params}
            </Typography>
          )}
          <ViewParamFields
            params={view.params}
            values={content.params}
            empty={t('statisticEditor.noParams')}
            onChange={(params) =>
              onChange(params ? changed(content, { params }) : changed(content, {}, ['params']))
            }
            errorOf={(name) => shown[`params.${name}`]}
            helperOf={(param) => {
              const type = t(`dataview.type.${param.type}`);
              const fallback = param.defaultValue;
              return fallback === undefined || fallback === null
                ? type
                : t('statisticEditor.paramDefault', { type, value: String(fallback) });
            }}
          />
        </Part>
      )}
      <Part title={t('statisticEditor.grouping')}>
        {chart === 'number' ? (
          <Typography variant="body2" color="text.secondary">
            {t('statisticEditor.numberAll')}
          </Typography>
        ) : (
          <>
            <GroupField
              appId={appId}
              label={t('statisticEditor.dimension')}
              value={content.dimension}
              columns={columns}
              onChange={grouped('dimension')}
              errorOf={errorOf('dimension')}
            />
            {SERIES_CHARTS.includes(chart) && (
              <GroupField
                appId={appId}
                label={t('statisticEditor.series')}
                help={t('statisticEditor.seriesHelp')}
                value={content.series}
                columns={columns}
                onChange={grouped('series')}
                errorOf={errorOf('series')}
              />
            )}
          </>
        )}
      </Part>
      <StatisticMeasures
        content={content}
        columns={columns}
        onChange={(measures) => onChange(changed(content, { measures }))}
        errors={shown}
      />
      <StatisticFilters
        filters={content.filters ?? []}
        columns={columns}
        onChange={(filters) =>
          onChange(
            filters.length > 0 ? changed(content, { filters }) : changed(content, {}, ['filters']),
          )
        }
        errors={shown}
      />
      {chart !== 'number' && (
        <Part title={t('statisticEditor.sorting')}>
          <SortFields content={content} columns={columns} onChange={onChange} errors={shown} />
        </Part>
      )}
      <StatisticPreview preview={preview} />
    </>
  );
}
