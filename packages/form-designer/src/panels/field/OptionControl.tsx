import { optionLimit, type WidgetType } from '@org/form-schema';
import { Box, TextField } from '@mui/material';
import { memo } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { JsonProperty } from '../controls/JsonProperty';
import { NumberProperty } from '../controls/NumberProperty';
import { SwitchProperty } from '../controls/SwitchProperty';
import { TextProperty } from '../controls/TextProperty';
import { useOptionEdit } from '../use-property-edit';
import type { OptionSpec } from './option-specs';
import { TemplateProperty } from './TemplateProperty';

export interface OptionControlProps {
  widgetKey: string;
  widgetType: WidgetType;
  spec: OptionSpec;
  value: unknown;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** The control of one option, chosen by its spec; re-renders only when its value changes. */
export const OptionControl = memo(function OptionControl(props: OptionControlProps) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(props.widgetKey);
  const { name, control } = props.spec;
  const label = t(`option.${name}`);
  const set = (value: unknown) => edit({ [name]: value }, name);

  switch (control.kind) {
    case 'text':
      return <TextProperty label={label} value={asText(props.value)} onChange={set} />;
    case 'number':
      return (
        <NumberProperty
          label={label}
          value={asNumber(props.value)}
          limit={optionLimit(props.widgetType, name)}
          allowEmpty={control.allowEmpty}
          readOnly={control.readOnly}
          onChange={(value) => set(value === null ? undefined : value)}
        />
      );
    case 'switch':
      return <SwitchProperty label={label} checked={Boolean(props.value)} onChange={set} />;
    case 'choice':
      return (
        <ChoiceProperty
          label={label}
          value={asText(props.value)}
          choices={control.choices.map((value) => ({
            value,
            label: t(`choice.${value === '' ? 'default' : value}`),
          }))}
          onChange={set}
        />
      );
    case 'color':
      return (
        <TextField
          label={label}
          type="color"
          value={asText(props.value) || '#999999'}
          size="small"
          fullWidth
          margin="dense"
          onChange={(event) => set(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'size': {
      const size = (props.value ?? {}) as { width?: number; height?: number };
      return (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <NumberProperty
            label={t('option.sizeWidth')}
            value={size.width}
            limit={optionLimit(props.widgetType, 'width')}
            onChange={(width) => edit({ size: { ...size, width } }, 'size.width')}
          />
          <NumberProperty
            label={t('option.sizeHeight')}
            value={size.height}
            limit={optionLimit(props.widgetType, 'height')}
            onChange={(height) => edit({ size: { ...size, height } }, 'size.height')}
          />
        </Box>
      );
    }
    case 'template':
      return (
        <TemplateProperty
          label={label}
          value={asText(props.value)}
          onChange={set}
          onReplace={(value) => edit({ [name]: value })}
        />
      );
    case 'json':
      return <JsonProperty label={label} value={props.value} onChange={set} />;
  }
});
