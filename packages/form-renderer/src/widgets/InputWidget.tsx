import { coerceInputValue, type InputWidget as InputWidgetModel } from '@org/form-schema';
import { LightInput } from './LightInput';
import { useState } from 'react';
import type { WidgetComponentProps } from '../contract';
import { AdornmentButton } from './AdornmentButton';
import { ClearIcon, EyeIcon, EyeOffIcon } from './field-icons';
import { controlLook, errorAttributes, flag, text } from './shared';

/** The text a stored value shows. */
function shown(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A single-line text field, drawn with `LightInput` (plain elements styled by the renderer's
 * stylesheet: the core draws the label), which keeps a form of thousands of inputs light. With a
 * numeric `dataType` (and `dataTypeCheck`) typed text becomes a number through the model's
 * coercion; the text keeps showing exactly what was typed (`1.` on the way to `1.5`) as long
 * as it still means the stored value.
 */
export function InputWidget(props: WidgetComponentProps<InputWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services } = props;
  const options = widget.options;
  const readOnly = flag(options.readonly);
  const [draft, setDraft] = useState<string | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const { style, className } = controlLook(options);

  const draftStillValid = draft !== null && Object.is(coerceInputValue(widget, draft), value);
  const current = draftStillValid ? draft : shown(value);
  const editable = !disabled && !readOnly;
  const password = flag(options.showPassword);
  const clearable = flag(options.clearable) && editable && current !== '';

  const change = (raw: string) => {
    setDraft(raw);
    onChange(coerceInputValue(widget, raw));
  };

  const buttons = [];
  if (clearable) {
    buttons.push(
      <AdornmentButton key="clear" label={services.t('widget.clear')} onClick={() => change('')}>
        <ClearIcon fontSize="small" />
      </AdornmentButton>,
    );
  }
  if (password) {
    buttons.push(
      <AdornmentButton
        key="password"
        label={services.t(
          passwordShown ? 'widget.input.hidePassword' : 'widget.input.showPassword',
        )}
        pressed={passwordShown}
        onClick={() => setPasswordShown((on) => !on)}
      >
        {passwordShown ? <EyeOffIcon fontSize="small" /> : <EyeIcon fontSize="small" />}
      </AdornmentButton>,
    );
  }

  return (
    <LightInput
      id={id}
      value={current}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setDraft(null)}
      type={password && !passwordShown ? 'password' : 'text'}
      placeholder={text(options.placeholder) || undefined}
      disabled={disabled}
      error={Boolean(error)}
      size={size}
      className={className}
      style={style}
      readOnly={readOnly}
      inputAttributes={{ 'aria-label': label, ...errorAttributes(props) }}
      adorned={flag(options.clearable) || password}
      endAdornment={buttons.length ? buttons : undefined}
    />
  );
}
