import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { clamp, parseTyped, type NumberBounds } from './number-steps';

export interface SliderNumberInputProps {
  value: number;
  bounds: NumberBounds;
  step: number;
  label: string;
  disabled: boolean;
  size: 'small' | 'medium';
  onChange: (value: number) => void;
}

/**
 * The number box beside a slider (`showInput`). Typed numbers are clamped to the bounds; text
 * that is not a number (or empty) is kept on screen but never stored.
 */
export function SliderNumberInput({
  value,
  bounds,
  step,
  label,
  disabled,
  size,
  onChange,
}: SliderNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? undefined : parseTyped(draft);
  const draftStillValid =
    draft !== null && (typeof typed !== 'number' || Object.is(clamp(typed, bounds), value));

  return (
    <TextField
      type="number"
      value={draftStillValid ? draft : String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = parseTyped(event.target.value);
        if (typeof parsed === 'number') onChange(clamp(parsed, bounds));
      }}
      onBlur={() => setDraft(null)}
      disabled={disabled}
      size={size}
      sx={{ width: 96, flexShrink: 0 }}
      slotProps={{ htmlInput: { 'aria-label': label, min: bounds.min, max: bounds.max, step } }}
    />
  );
}
