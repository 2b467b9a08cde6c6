import type { SliderWidget as SliderWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { useMemo } from 'react';
import type { WidgetComponentProps } from '../contract';
import { asNumber, clamp } from './number-steps';
import { controlLook, errorAttributes, flag, numberOr } from './shared';
import { SliderNumberInput } from './SliderNumberInput';

/** The slider's value as a number or a pair, whatever the stored value looks like. */
function normalize(
  value: unknown,
  range: boolean,
  bounds: { min: number; max: number },
): number | [number, number] {
  const { min } = bounds;
  if (range) {
    if (Array.isArray(value)) {
      const a = clamp(asNumber(value[0]) ?? min, bounds);
      const b = clamp(asNumber(value[1]) ?? a, bounds);
      return a <= b ? [a, b] : [b, a];
    }
    return [min, clamp(asNumber(value) ?? min, bounds)];
  }
  const single = Array.isArray(value) ? asNumber(value[0]) : asNumber(value);
  return clamp(single ?? min, bounds);
}

/**
 * A slider between min and max by step; with `range` two thumbs and a `[start, end]` value;
 * with `showInput` number boxes beside it (one, or one per thumb).
 */
export function SliderWidget(props: WidgetComponentProps<SliderWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services } = props;
  const options = widget.options;
  const min = numberOr(options.min, 0);
  const max = Math.max(min, numberOr(options.max, 100));
  const step = numberOr(options.step, 1) > 0 ? numberOr(options.step, 1) : 1;
  const range = flag(options.range);
  const bounds = useMemo(() => ({ min, max }), [min, max]);
  const current = useMemo(() => normalize(value, range, bounds), [value, range, bounds]);
  const { style, className } = controlLook(options);
  const { t } = services;

  const ariaLabel = (index: number) =>
    range ? t(index === 0 ? 'widget.rangeStart' : 'widget.rangeEnd', { label }) : label;

  const setEnd = (index: 0 | 1, next: number) => {
    if (!Array.isArray(current)) return;
    const pair: [number, number] =
      index === 0
        ? [Math.min(next, current[1]), current[1]]
        : [current[0], Math.max(next, current[0])];
    onChange(pair);
  };

  return (
    <Box
      id={range ? id : undefined}
      className={className}
      style={style}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minWidth: style?.width === undefined ? 160 : 0,
        px: 1,
      }}
    >
      <Slider
        value={current}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        size={size}
        disableSwap
        onChange={(_, next) => onChange(Array.isArray(next) ? [next[0], next[1]] : next)}
        getAriaLabel={ariaLabel}
        valueLabelDisplay="auto"
        slotProps={{ input: { id: range ? undefined : id, ...errorAttributes(props) } }}
      />
      {flag(options.showInput) ? (
        Array.isArray(current) ? (
          ([0, 1] as const).map((index) => (
            <SliderNumberInput
              key={index}
              value={current[index]}
              bounds={bounds}
              step={step}
              label={t('widget.slider.input', { label: ariaLabel(index) })}
              disabled={disabled}
              size={size}
              onChange={(next) => setEnd(index, next)}
            />
          ))
        ) : (
          <SliderNumberInput
            value={current}
            bounds={bounds}
            step={step}
            label={t('widget.slider.input', { label })}
            disabled={disabled}
            size={size}
            onChange={onChange}
          />
        )
      ) : null}
    </Box>
  );
}
