import type { RadioWidget as RadioWidgetModel } from '@org/form-schema';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { WidgetComponentProps } from '../contract';
import { ChoicesNotice } from './ChoicesNotice';
import { choiceText, controlLook, errorAttributes, flag, sameChoice, showsLabels } from './shared';

/**
 * A group of radio buttons, one per choice (static or remote), in a row with `inline` or one
 * per line. Choices show their label with `showLabel`, their value otherwise.
 */
export function RadioWidget(props: WidgetComponentProps<RadioWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services, choices } = props;
  const options = widget.options;
  const items = choices?.items ?? [];
  const showLabel = showsLabels(options);
  const locked = disabled || flag(options.readonly);
  const selected = items.findIndex((item) => sameChoice(item.value, value));
  const { style, className } = controlLook(options);

  return (
    <RadioGroup
      id={id}
      aria-label={label}
      aria-busy={choices?.loading || undefined}
      {...errorAttributes(props)}
      row={flag(options.inline)}
      value={selected < 0 ? '' : String(selected)}
      onChange={(_, index) => {
        const item = items[Number(index)];
        if (item && !locked) onChange(item.value);
      }}
      className={className}
      style={style}
    >
      {choices?.loading ? (
        <ChoicesNotice loading text={services.t('widget.loading')} />
      ) : items.length === 0 ? (
        <ChoicesNotice loading={false} text={services.t('widget.noOptions')} />
      ) : (
        items.map((item, index) => (
          <FormControlLabel
            key={`${String(item.value)}-${index}`}
            value={String(index)}
            control={<Radio size={size} />}
            label={choiceText(item, showLabel)}
            disabled={locked || item.disabled === true}
          />
        ))
      )}
    </RadioGroup>
  );
}
