import type { NumberLimit } from '@org/form-schema';
import { Box, Slider, Typography } from '@mui/material';
import { useId } from 'react';
import { useFieldLeft } from '../use-property-edit';

export interface SliderPropertyProps {
  label: string;
  value: number;
  limit: NumberLimit;
  onChange: (value: number) => void;
}

/** A small whole-number option picked on a slider (the antd label column, 0–24). */
export function SliderProperty(props: SliderPropertyProps) {
  const id = useId();
  const fieldLeft = useFieldLeft();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={id} variant="caption" color="text.secondary">
        {props.label}: {props.value}
      </Typography>
      <Slider
        size="small"
        value={props.value}
        min={props.limit.min}
        max={props.limit.max}
        step={1}
        marks
        valueLabelDisplay="auto"
        slotProps={{ input: { 'aria-labelledby': id } }}
        onChangeCommitted={() => fieldLeft()}
        onChange={(_, value) => {
          if (typeof value === 'number') props.onChange(value);
        }}
      />
    </Box>
  );
}
