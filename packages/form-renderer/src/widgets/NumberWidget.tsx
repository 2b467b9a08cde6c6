import type { NumberWidget as NumberWidgetModel } from '@org/form-schema';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import type { WidgetComponentProps } from '../contract';
import { ChevronDownIcon, ChevronUpIcon, MinusIcon, PlusIcon } from './icons';
import { asNumber, clamp, parseTyped, stepValue, type NumberBounds } from './number-steps';
import { controlLook, errorAttributes, flag, numberOr, optionalNumber } from './shared';

/**
 * A number field with step buttons: − and + on both sides, or stacked arrows on the right
 * (`controlsPosition: 'right'`). Typed numbers and steps stay within min and max, the arrow
 * keys step, and clearing the text stores null.
 */
export function NumberWidget(props: WidgetComponentProps<NumberWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services } = props;
  const options = widget.options;
  const bounds: NumberBounds = {
    min: optionalNumber(options.min),
    max: optionalNumber(options.max),
  };
  const step = numberOr(options.step, 1);
  const readOnly = flag(options.readonly);
  const locked = disabled || readOnly;
  const current = asNumber(value);
  const [draft, setDraft] = useState<string | null>(null);
  const { style, className } = controlLook(options);

  const typed = draft === null ? undefined : parseTyped(draft);
  const draftStillValid =
    draft !== null &&
    (typed === undefined || Object.is(typed === null ? null : clamp(typed, bounds), current));
  const shown = draftStillValid ? draft : current === null ? '' : String(current);

  const type = (raw: string) => {
    setDraft(raw);
    const parsed = parseTyped(raw);
    if (parsed === undefined) return;
    onChange(parsed === null ? null : clamp(parsed, bounds));
  };
  const stepBy = (direction: 1 | -1) => {
    if (locked) return;
    setDraft(null);
    onChange(stepValue(current, step, direction, bounds));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      setDraft(null);
    }
  };

  const atMax = current !== null && bounds.max !== undefined && current >= bounds.max;
  const atMin = current !== null && bounds.min !== undefined && current <= bounds.min;
  const stepButton = (direction: 1 | -1, stacked: boolean) => {
    const up = direction === 1;
    const icon = stacked ? (
      up ? (
        <ChevronUpIcon sx={{ fontSize: 14 }} />
      ) : (
        <ChevronDownIcon sx={{ fontSize: 14 }} />
      )
    ) : up ? (
      <PlusIcon fontSize="small" />
    ) : (
      <MinusIcon fontSize="small" />
    );
    return (
      <IconButton
        key={direction}
        size="small"
        tabIndex={-1}
        aria-label={services.t(up ? 'widget.number.increase' : 'widget.number.decrease')}
        aria-controls={id}
        disabled={locked || (up ? atMax : atMin)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => stepBy(direction)}
        sx={stacked ? { p: 0, borderRadius: 0.5, height: 14 } : { p: 0.25 }}
      >
        {icon}
      </IconButton>
    );
  };

  const right = options.controlsPosition === 'right';
  const adornments = right
    ? {
        endAdornment: (
          <InputAdornment position="end" sx={{ flexDirection: 'column', height: 'auto', ml: 0.5 }}>
            {stepButton(1, true)}
            {stepButton(-1, true)}
          </InputAdornment>
        ),
      }
    : {
        startAdornment: <InputAdornment position="start">{stepButton(-1, false)}</InputAdornment>,
        endAdornment: <InputAdornment position="end">{stepButton(1, false)}</InputAdornment>,
      };

  return (
    <TextField
      id={id}
      value={shown}
      onChange={(event) => type(event.target.value)}
      onBlur={() => setDraft(null)}
      onKeyDown={onKeyDown}
      disabled={disabled}
      error={Boolean(error)}
      size={size}
      className={className}
      style={style}
      slotProps={{
        htmlInput: {
          role: 'spinbutton',
          inputMode: 'decimal',
          'aria-label': label,
          'aria-valuenow': current ?? undefined,
          'aria-valuemin': bounds.min,
          'aria-valuemax': bounds.max,
          readOnly,
          style: { textAlign: right ? 'left' : 'center' },
          ...errorAttributes(props),
        },
        input: adornments,
      }}
    />
  );
}
