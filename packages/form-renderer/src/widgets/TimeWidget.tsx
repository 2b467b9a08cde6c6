import type { TimeWidget as TimeWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import type { WidgetComponentProps } from '../contract';
import { formatDate, parseDate, readDate } from './date-format';
import { PanelActions } from './PanelActions';
import { PickerField } from './PickerField';
import { controlLook, errorAttributes, flag, text } from './shared';
import { TimePanel } from './TimePanel';
import { useRangeValue, type RangeEnds } from './use-range-value';

const DEFAULT_FORMAT = 'HH:mm:ss';

/** The ends of a stored time range, both or neither. */
function readRange(value: unknown, format: string): RangeEnds {
  if (!Array.isArray(value) || value.length < 2) return { start: null, end: null };
  const start = readDate(value[0], format);
  const end = readDate(value[1], format);
  return start && end ? { start, end } : { start: null, end: null };
}

/**
 * A time picker: a text box in the widget's `format` (typed when `editable`) with a panel of
 * hour, minute and second columns (arrow buttons with `arrowControl`). With `isRange`, a start
 * and an end box storing `[start, end]`. Values are text in the format.
 */
export function TimeWidget(props: WidgetComponentProps<TimeWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services } = props;
  const options = widget.options;
  const { t } = services;
  const format = text(options.format) || DEFAULT_FORMAT;
  const isRange = flag(options.isRange);
  const readOnly = flag(options.readonly);
  const editable = options.editable !== false;
  const clearable = options.clearable !== false;
  const arrowControl = flag(options.arrowControl);
  const { style, className } = controlLook(options);
  const errors = errorAttributes(props);

  const range = useRangeValue(value, readRange(value, format), (ends) => {
    const next = ends ? ends.map((end) => formatDate(end, format)) : null;
    onChange(next);
    return next;
  });

  const field = (
    which: 'single' | 'start' | 'end',
    current: Date | null,
    set: (time: Date | null) => void,
  ) => {
    const placeholder =
      which === 'single'
        ? text(options.placeholder) || t('widget.time.placeholder')
        : which === 'start'
          ? text(options.startPlaceholder) || t('widget.time.startPlaceholder')
          : text(options.endPlaceholder) || t('widget.time.endPlaceholder');
    return (
      <PickerField
        id={which === 'end' ? undefined : id}
        label={
          which === 'single'
            ? label
            : t(which === 'start' ? 'widget.rangeStart' : 'widget.rangeEnd', { label })
        }
        text={current ? formatDate(current, format) : which === 'single' ? text(value) : ''}
        placeholder={placeholder}
        editable={editable}
        readOnly={readOnly}
        disabled={disabled}
        clearable={clearable}
        size={size}
        icon="time"
        openLabel={t('widget.time.open')}
        clearLabel={t('widget.clear')}
        panelLabel={t('widget.time.placeholder')}
        invalid={Boolean(error)}
        describedBy={errors['aria-describedby']}
        className={which === 'single' ? className : undefined}
        style={which === 'single' ? style : { flex: 1 }}
        onCommitText={(typed) => {
          const time = parseDate(typed, format);
          if (time) set(time);
          return time !== null;
        }}
        onClear={() => (isRange ? range.clear() : set(null))}
        renderPanel={(close) => (
          <>
            <TimePanel
              value={current}
              format={format}
              arrowControl={arrowControl}
              onChange={set}
              t={t}
            />
            <PanelActions
              actions={[
                { label: t('widget.date.now'), onClick: () => set(new Date()) },
                { label: t('widget.ok'), onClick: close, primary: true },
              ]}
            />
          </>
        )}
      />
    );
  };

  if (!isRange) {
    const current = readDate(value, format);
    return field('single', current, (time) => onChange(time ? formatDate(time, format) : ''));
  }
  return (
    <Box
      role="group"
      aria-label={label}
      className={className}
      style={style}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {field('start', range.start, range.setStart)}
      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
        {t('widget.rangeSeparator')}
      </Box>
      {field('end', range.end, range.setEnd)}
    </Box>
  );
}
