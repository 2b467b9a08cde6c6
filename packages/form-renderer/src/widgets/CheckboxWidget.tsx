import type { CheckboxWidget as CheckboxWidgetModel } from '@org/form-schema';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useMemo } from 'react';
import type { ChoiceItem, WidgetComponentProps } from '../contract';
import { ChoicesNotice } from './ChoicesNotice';
import { choiceText, controlLook, errorAttributes, flag, sameChoice, showsLabels } from './shared';

type ChoiceValue = ChoiceItem['value'];

/**
 * A group of checkboxes, one per choice (static or remote). The value is the list of checked
 * values, kept in the order of the choices.
 */
export function CheckboxWidget(props: WidgetComponentProps<CheckboxWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services, choices } = props;
  const options = widget.options;
  const items = useMemo(() => choices?.items ?? [], [choices]);
  const showLabel = showsLabels(options);
  const locked = disabled || flag(options.readonly);
  const checked = useMemo(() => (Array.isArray(value) ? (value as ChoiceValue[]) : []), [value]);
  const { style, className } = controlLook(options);

  const toggle = (item: ChoiceItem, on: boolean) => {
    if (locked) return;
    const others = checked.filter((entry) => !sameChoice(entry, item.value));
    if (!on) {
      onChange(others);
      return;
    }
    // Checked values in choice order; values no longer among the choices stay at the end.
    const inOrder = items
      .filter(
        (choice) => choice === item || others.some((entry) => sameChoice(entry, choice.value)),
      )
      .map((choice) => choice.value);
    const unknown = others.filter(
      (entry) => !items.some((choice) => sameChoice(entry, choice.value)),
    );
    onChange([...inOrder, ...unknown]);
  };

  return (
    <FormGroup
      id={id}
      role="group"
      aria-label={label}
      aria-busy={choices?.loading || undefined}
      {...errorAttributes(props)}
      row={flag(options.inline)}
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
            control={
              <Checkbox
                size={size}
                checked={checked.some((entry) => sameChoice(entry, item.value))}
                onChange={(event) => toggle(item, event.target.checked)}
              />
            }
            label={choiceText(item, showLabel)}
            disabled={locked || item.disabled === true}
          />
        ))
      )}
    </FormGroup>
  );
}
