import { optionLimit, type OptionItem, type Widget } from '@org/form-schema';
import { Box, Rating, Slider, Typography } from '@mui/material';
import { useId } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { ListTextProperty } from '../controls/ListTextProperty';
import { NumberProperty } from '../controls/NumberProperty';
import { SwitchProperty } from '../controls/SwitchProperty';
import { TextProperty } from '../controls/TextProperty';
import { useFieldLeft, useOptionEdit } from '../use-property-edit';
import { ChoiceDefaultEditor } from './ChoiceDefaultEditor';
import { ColorDefaultEditor } from './ColorDefaultEditor';
import { DateDefaultEditor } from './DateDefaultEditor';
import { RichTextDefault } from './RichTextDefault';
import { TableDefault } from './TableDefault';
import { TemplateProperty } from './TemplateProperty';

type Options = Record<string, unknown>;

const RANGE_DATE_TYPES = ['daterange', 'datetimerange'];

/** Types whose default is plain text. */
const TEXT_TYPES = new Set(['input', 'textarea', 'text', 'html', 'component', 'custom']);

/** Whether the panel offers a default-value editor for this widget type. */
export function hasDefaultValue(type: Widget['type']): boolean {
  return (
    TEXT_TYPES.has(type) ||
    [
      'number',
      'radio',
      'checkbox',
      'select',
      'time',
      'date',
      'rate',
      'color',
      'switch',
      'slider',
      'cascader',
      'editor',
      'table',
    ].includes(type)
  );
}

/** The default value of a widget, with the editor its type calls for. */
export function DefaultValueEditor({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widget.key);
  const fieldLeft = useFieldLeft();
  const sliderId = useId();
  const options = widget.options as unknown as Options;
  const value = options.defaultValue;
  const set = (next: unknown) => edit({ defaultValue: next }, 'defaultValue');
  const label = t('defaults.value');
  const items = (options.options ?? []) as OptionItem[];

  switch (widget.type) {
    case 'number':
      return (
        <NumberProperty
          label={label}
          value={typeof value === 'number' ? value : null}
          limit={optionLimit('number', 'defaultValue')}
          allowEmpty
          onChange={set}
        />
      );
    case 'radio':
    case 'checkbox':
    case 'select': {
      const multiple =
        widget.type === 'checkbox' || (widget.type === 'select' && Boolean(options.multiple));
      if (options.remote) break;
      return <ChoiceDefaultEditor items={items} value={value} multiple={multiple} onChange={set} />;
    }
    case 'time':
      return (
        <DateDefaultEditor
          kind="time"
          range={Boolean(options.isRange)}
          value={value}
          onChange={set}
        />
      );
    case 'date': {
      const type = String(options.type ?? 'date');
      const range = Boolean(options.isRange) || RANGE_DATE_TYPES.includes(type);
      return <DateDefaultEditor kind={type} range={range} value={value} onChange={set} />;
    }
    case 'rate':
      return (
        <Box sx={{ my: 1 }}>
          <Typography component="legend" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Rating
            name={`${widget.key}-default`}
            value={typeof value === 'number' ? value : null}
            max={typeof options.max === 'number' ? options.max : 5}
            precision={options.allowHalf ? 0.5 : 1}
            onChange={(_, next) =>
              edit({ defaultValue: next !== null && Number.isFinite(next) ? next : null })
            }
          />
        </Box>
      );
    case 'color':
      return (
        <ColorDefaultEditor
          value={typeof value === 'string' ? value : ''}
          onChange={(next, field) => edit({ defaultValue: next }, field)}
        />
      );
    case 'switch':
      return (
        <SwitchProperty
          label={label}
          checked={Boolean(value)}
          onChange={(v) => edit({ defaultValue: v })}
        />
      );
    case 'slider': {
      const min = typeof options.min === 'number' ? options.min : 0;
      const max = typeof options.max === 'number' ? options.max : 100;
      const current = Array.isArray(value) ? value : typeof value === 'number' ? value : min;
      return (
        <Box sx={{ my: 1 }}>
          <Typography id={sliderId} variant="caption" color="text.secondary">
            {label}: {Array.isArray(current) ? current.join(' – ') : current}
          </Typography>
          <Slider
            size="small"
            value={current as number | number[]}
            min={min}
            max={max}
            step={typeof options.step === 'number' && options.step > 0 ? options.step : 1}
            valueLabelDisplay="auto"
            slotProps={{ input: { 'aria-labelledby': sliderId } }}
            onChange={(_, next) => set(next)}
            onChangeCommitted={fieldLeft}
          />
        </Box>
      );
    }
    case 'cascader':
      return (
        <ListTextProperty
          label={t('defaults.cascaderPath')}
          values={Array.isArray(value) ? value.map(String) : []}
          separator="/"
          onChange={set}
        />
      );
    case 'html':
      return (
        <TemplateProperty
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          onReplace={(html) => edit({ defaultValue: html })}
        />
      );
    case 'editor':
      return (
        <RichTextDefault
          value={String(value ?? '')}
          onChange={(html) => edit({ defaultValue: html })}
        />
      );
    case 'table':
      return <TableDefault widgetKey={widget.key} rows={Array.isArray(value) ? value.length : 0} />;
    default:
      break;
  }
  if (TEXT_TYPES.has(widget.type) || widget.type === 'radio' || widget.type === 'select') {
    return (
      <TextProperty
        label={label}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        multiline={widget.type === 'textarea'}
        onChange={set}
      />
    );
  }
  return null;
}
