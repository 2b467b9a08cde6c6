import type { CSSProperties, FocusEventHandler, ChangeEventHandler, ReactNode } from 'react';
import { classes } from '../core/layout';

export interface LightInputProps {
  id: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: 'text' | 'password';
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  size: 'small' | 'medium';
  /** Class of the control's outer element (`customClass`). */
  className?: string;
  /** Style of the control's outer element (`options.width`). */
  style?: CSSProperties;
  /** Attributes of the `<input>`: its accessible name and error references. */
  inputAttributes?: {
    'aria-label'?: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
  /**
   * Whether the field can show buttons (clear, show password): it is then drawn as a frame
   * around the input from the start, so a button appearing never replaces the focused input.
   */
  adorned?: boolean;
  /** Buttons shown at the end of the field, inside the frame (`adorned`). */
  endAdornment?: ReactNode;
}

/**
 * A bordered single-line input with the look of MUI's outlined input, drawn by the renderer's
 * static stylesheet (`.fr-input` in `base-styles.ts`, theme values from `themeVariables`).
 * Without buttons it is one `<input>` element; a field that can show buttons is a frame
 * holding the input and them. No emotion styles, no state and no context per instance, so a form of thousands of
 * text fields mounts light. It carries MUI's global class names (`MuiInputBase-root`,
 * `Mui-error`, `Mui-disabled`), so host CSS written for MUI inputs still finds it.
 */
export function LightInput(props: LightInputProps) {
  const { error, disabled, size } = props;
  // The usual full width (every new input has it) is a class: no style attribute to write.
  const full = props.style?.width === '100%' && Object.keys(props.style).length === 1;
  const style = full ? undefined : props.style;
  const look = classes(
    'fr-input',
    full && 'fr-input--full',
    size === 'medium' && 'fr-input--medium',
    error && 'fr-input--error Mui-error',
    disabled && 'fr-input--disabled Mui-disabled',
  );
  const field = {
    id: props.id,
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    type: props.type ?? 'text',
    placeholder: props.placeholder,
    disabled,
    readOnly: props.readOnly || undefined,
    ...props.inputAttributes,
  };
  if (!props.adorned) {
    return (
      <input
        {...field}
        className={classes(look, 'MuiInputBase-root MuiInputBase-input', props.className)}
        style={style}
      />
    );
  }
  return (
    <div
      className={classes(look, 'fr-input--adorned MuiInputBase-root', props.className)}
      style={style}
      // Like MUI's input: a press on the frame around the text (not on a button) focuses it.
      onClick={(event) => {
        if (event.target === event.currentTarget)
          event.currentTarget.querySelector('input')?.focus();
      }}
    >
      <input {...field} className="fr-input__field MuiInputBase-input" />
      {props.endAdornment ? (
        <span className="fr-input__adornment">{props.endAdornment}</span>
      ) : null}
    </div>
  );
}
