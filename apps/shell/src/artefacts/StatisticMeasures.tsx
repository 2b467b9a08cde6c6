import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGGREGATES,
  NUMERIC_AGGREGATES,
  type StatisticContent,
  type StatisticMeasure,
} from '@org/api-contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewDetail } from '../api/dataview-api';
import { type Choice, type ContentErrors, SelectField } from './fields';
import { OrderedList } from './OrderedList';

/** Most measures a statistic has (the contract's), one for a pie. */
const MOST = 5;
/** The column choice of a count without a column (a select shows no text for ''). */
const ALL_ROWS = '*';

export type ViewColumn = ViewDetail['columns'][number];

/** A view's columns as choices: the comment and name, and the type (what a bucket or sum needs). */
export function useColumnChoices(columns: readonly ViewColumn[]): (ofType?: string) => Choice[] {
  const { t } = useTranslation('shell');
  return (ofType) =>
    columns
      .filter((c) => ofType === undefined || c.dataType === ofType)
      .map((c) => ({
        value: c.columnName,
        label: t('statisticEditor.columnOf', {
          name: c.columnComment ? `${c.columnComment}（${c.columnName}）` : c.columnName,
          type: t(`dataview.type.${c.dataType}`),
        }),
      }));
}

/** A measure's name for a choice: its label, else its aggregate and column. */
export function measureName(
  measure: StatisticMeasure,
  columns: readonly ViewColumn[],
  t: (key: string) => string,
): string {
  if (measure.label) return measure.label;
  const aggregate = t(`artefact.${measure.aggregate}`);
  if (measure.column === undefined) return aggregate;
  const found = columns.find((c) => c.columnName === measure.column);
  return `${aggregate}（${found?.columnComment || measure.column}）`;
}

/**
 * The measures in order (the first is a pie's, and the one a top N counts by default), each
 * an aggregate, a column and an optional label. A count may leave the column out (it counts
 * the rows); a sum or an average is offered the number columns only, and a column that is not
 * a number is dropped when the aggregate changes to one of them.
 */
export function StatisticMeasures({
  content,
  columns,
  onChange,
  errors,
}: {
  content: Partial<StatisticContent>;
  columns: readonly ViewColumn[];
  onChange: (measures: StatisticMeasure[]) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const choicesOf = useColumnChoices(columns);
  const measures = content.measures ?? [];
  const most = content.chart === 'pie' ? 1 : MOST;
  const change = (index: number, measure: StatisticMeasure) =>
    onChange(measures.map((m, i) => (i === index ? measure : m)));
  const numeric = (name: string | undefined) =>
    columns.find((c) => c.columnName === name)?.dataType === 'number';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('statisticEditor.measures')}
      </Typography>
      {errors.measures && (
        <Typography color="error" variant="body2">
          {errors.measures}
        </Typography>
      )}
      <OrderedList items={measures} label={t('statisticEditor.measures')} onChange={onChange}>
        {(measure, index) => {
          const at = (field: string) => errors[`measures[${index}].${field}`];
          const sums = NUMERIC_AGGREGATES.includes(measure.aggregate);
          return (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1.5fr' } }}>
              <SelectField
                label={t('statisticEditor.aggregate')}
                required
                value={measure.aggregate}
                choices={AGGREGATES.map((a) => ({ value: a, label: t(`artefact.${a}`) }))}
                onChange={(value) => {
                  const aggregate = value as StatisticMeasure['aggregate'];
                  const { column, ...rest } = measure;
                  const keep = !NUMERIC_AGGREGATES.includes(aggregate) || numeric(column);
                  change(index, { ...rest, aggregate, ...(keep && column ? { column } : {}) });
                }}
                error={at('aggregate')}
              />
              <SelectField
                label={t('statisticEditor.column')}
                required={measure.aggregate !== 'COUNT'}
                value={measure.column ?? (measure.aggregate === 'COUNT' ? ALL_ROWS : '')}
                choices={[
                  ...(measure.aggregate === 'COUNT'
                    ? [{ value: ALL_ROWS, label: t('statisticEditor.allRows') }]
                    : []),
                  ...choicesOf(sums ? 'number' : undefined),
                ]}
                onChange={(value) => {
                  const { column: _, ...rest } = measure;
                  change(index, value === ALL_ROWS ? rest : { ...rest, column: value });
                }}
                error={at('column')}
              />
              <TextField
                size="small"
                sx={{ gridColumn: '1 / -1' }}
                label={t('statisticEditor.measureLabel')}
                value={measure.label ?? ''}
                onChange={(event) => {
                  const { label: _, ...rest } = measure;
                  const label = event.target.value;
                  change(index, label === '' ? rest : { ...rest, label });
                }}
                error={at('label') !== undefined}
                helperText={at('label') ?? t('statisticEditor.measureLabelHelp')}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </Box>
          );
        }}
      </OrderedList>
      {content.chart === 'pie' && (
        <Typography variant="body2" color="text.secondary">
          {t('statisticEditor.pieOne')}
        </Typography>
      )}
      <Button
        sx={{ justifySelf: 'start' }}
        disabled={measures.length >= most}
        onClick={() => onChange([...measures, { aggregate: 'COUNT' }])}
      >
        {t('statisticEditor.addMeasure')}
      </Button>
    </Box>
  );
}
