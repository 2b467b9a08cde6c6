import Box from '@mui/material/Box';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TimeColumn } from './time-columns';

interface TimeListProps {
  column: TimeColumn;
  idPrefix: string;
  onPick: (value: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One scrolling column of values, following the listbox pattern. */
export function TimeList({ column, idPrefix, onPick, onKeyDown }: TimeListProps) {
  const list = useRef<HTMLUListElement>(null);
  const optionId = (value: number) => `${idPrefix}-${column.key}-${value}`;

  useEffect(() => {
    const element = list.current;
    const option = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (element && option)
      element.scrollTop = option.offsetTop - element.clientHeight / 2 + option.clientHeight / 2;
  }, [column.selected]);

  return (
    <Box
      component="ul"
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label={column.label}
      aria-activedescendant={optionId(column.selected)}
      onKeyDown={onKeyDown}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        height: 192,
        width: 56,
        overflowY: 'auto',
        position: 'relative',
        outlineColor: 'primary.main',
      }}
    >
      {column.values.map((value) => {
        const chosen = value === column.selected;
        return (
          <Box
            component="li"
            key={value}
            id={optionId(value)}
            role="option"
            aria-selected={chosen}
            onClick={() => onPick(value)}
            sx={{
              textAlign: 'center',
              lineHeight: '32px',
              cursor: 'pointer',
              fontWeight: chosen ? 700 : 400,
              bgcolor: chosen ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {column.text(value)}
          </Box>
        );
      })}
    </Box>
  );
}
