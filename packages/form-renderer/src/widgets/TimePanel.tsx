import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, type KeyboardEvent } from 'react';
import type { Translate } from '../contract';
import { ChevronDownIcon, ChevronUpIcon } from './icons';
import { columnsFor, stepColumn, type TimeColumn } from './time-columns';
import { TimeList } from './TimeList';

export interface TimePanelProps {
  /** The time shown (null: nothing chosen yet, columns start at midnight). */
  value: Date | null;
  /** The widget's format decides the columns: hours, minutes, seconds, AM/PM. */
  format: string;
  /** Arrow buttons that step each column, instead of scrolling lists. */
  arrowControl: boolean;
  onChange: (time: Date) => void;
  t: Translate;
}

/**
 * Columns of hours, minutes and seconds (and AM/PM for 12-hour formats), only those the
 * format shows. Each column is a list to pick from, or with `arrowControl` a spin button with
 * arrows above and below; the arrow keys step either.
 */
export function TimePanel({ value, format, arrowControl, onChange, t }: TimePanelProps) {
  const columns = columnsFor(value, format, t);
  const base = value ?? new Date(1970, 0, 1, 0, 0, 0);
  const idPrefix = useId();

  const step = (column: TimeColumn, direction: 1 | -1) =>
    onChange(stepColumn(column, base, direction));
  const onKey = (column: TimeColumn) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(column, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {columns.map((column) =>
        arrowControl ? (
          <Box
            key={column.key}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label={t('widget.time.up', { unit: column.label })}
              onClick={() => step(column, -1)}
            >
              <ChevronUpIcon fontSize="small" />
            </IconButton>
            <Box
              role="spinbutton"
              tabIndex={0}
              aria-label={column.label}
              aria-valuenow={column.selected}
              aria-valuetext={column.text(column.selected)}
              aria-valuemin={column.values[0]}
              aria-valuemax={column.values[column.values.length - 1]}
              onKeyDown={onKey(column)}
              sx={{
                width: 48,
                textAlign: 'center',
                fontSize: 18,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'action.selected',
                outlineColor: 'primary.main',
              }}
            >
              {column.text(column.selected)}
            </Box>
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label={t('widget.time.down', { unit: column.label })}
              onClick={() => step(column, 1)}
            >
              <ChevronDownIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : (
          <TimeList
            key={column.key}
            column={column}
            idPrefix={idPrefix}
            onPick={(v) => onChange(column.apply(base, v))}
            onKeyDown={onKey(column)}
          />
        ),
      )}
    </Box>
  );
}
