import { Box } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { ListTextProperty } from '../controls/ListTextProperty';
import { TextProperty } from '../controls/TextProperty';

export interface DateDefaultEditorProps {
  /** `time`, or the date widget's type (year, month, date, dates, datetime, …range). */
  kind: string;
  range: boolean;
  value: unknown;
  onChange: (value: string | string[] | null) => void;
}

const INPUT_TYPES: Record<string, string> = {
  time: 'time',
  month: 'month',
  date: 'date',
  daterange: 'date',
  datetime: 'datetime-local',
  datetimerange: 'datetime-local',
};

/**
 * The default of a time or date widget with the browser's own picker of that kind: one value,
 * a start and an end for ranges, or a comma-separated list for several dates.
 */
export function DateDefaultEditor({ kind, range, value, onChange }: DateDefaultEditorProps) {
  const { t } = useDesignerTranslation('panels');
  const type = INPUT_TYPES[kind];
  if (kind === 'dates') {
    return (
      <ListTextProperty
        label={t('defaults.dates')}
        values={Array.isArray(value) ? value.map(String) : []}
        separator=","
        onChange={onChange}
      />
    );
  }
  if (range) {
    const [start = '', end = ''] = Array.isArray(value) ? value.map(String) : [];
    const set = (next: [string, string]) =>
      onChange(next[0] === '' && next[1] === '' ? null : next);
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextProperty
          label={`${t('defaults.value')}: ${t('defaults.start')}`}
          type={type}
          value={start}
          onChange={(text) => set([text, end])}
        />
        <TextProperty
          label={`${t('defaults.value')}: ${t('defaults.end')}`}
          type={type}
          value={end}
          onChange={(text) => set([start, text])}
        />
      </Box>
    );
  }
  return (
    <TextProperty
      label={t('defaults.value')}
      type={type}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(text) => onChange(text)}
    />
  );
}
