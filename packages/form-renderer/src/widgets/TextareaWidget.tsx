import type { TextareaWidget as TextareaWidgetModel } from '@org/form-schema';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetComponentProps } from '../contract';
import { AdornmentButton } from './AdornmentButton';
import { ClearIcon } from './field-icons';
import { controlLook, errorAttributes, flag, text } from './shared';

/** Rows of the multi-line field (form-designer spec §9). */
export const TEXTAREA_ROWS = 5;

/** A multi-line text field of five rows. */
export function TextareaWidget(props: WidgetComponentProps<TextareaWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services } = props;
  const options = widget.options;
  const readOnly = flag(options.readonly);
  const current = text(value);
  const { style, className } = controlLook(options);
  const clearable = flag(options.clearable) && !disabled && !readOnly && current !== '';

  return (
    <TextField
      id={id}
      multiline
      rows={TEXTAREA_ROWS}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      placeholder={text(options.placeholder) || undefined}
      disabled={disabled}
      error={Boolean(error)}
      size={size}
      className={className}
      style={style}
      slotProps={{
        htmlInput: { 'aria-label': label, readOnly, ...errorAttributes(props) },
        input: clearable
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ alignSelf: 'flex-start', mt: 1 }}>
                  <AdornmentButton label={services.t('widget.clear')} onClick={() => onChange('')}>
                    <ClearIcon fontSize="small" />
                  </AdornmentButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
