import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ChoiceItem, Translate } from '../contract';
import { hasChildren, pathKey, valuesOf } from './cascader-tree';
import { ChevronRightIcon } from './icons';

export type ChoiceState = 'checked' | 'partial' | 'none';

export interface CascaderMenusProps {
  tree: readonly ChoiceItem[];
  /** The open chain: its items' children show as the next columns. */
  expanded: readonly ChoiceItem[];
  onExpand: (chain: ChoiceItem[]) => void;
  /** Whether a path is chosen (for multiple choice: partly, when some leaves under it are). */
  stateOf: (path: readonly ChoiceItem[]) => ChoiceState;
  /** Picks (single) or toggles (multiple) a path. */
  onActivate: (path: ChoiceItem[]) => void;
  /** A checkbox (multiple) or a radio (any level selectable) on every item, or none. */
  control: 'checkbox' | 'radio' | null;
  /** Move the focus into the first column when the menus open. */
  focusOnOpen: boolean;
  /** Called on Escape, or Left in the first column, to return to the text box. */
  onLeave: () => void;
  multiple: boolean;
  t: Translate;
}

/**
 * The cascading columns of the cascader: one list per level, each following the listbox
 * pattern. Up and Down move in a column, Right opens an item's children and Left returns;
 * Enter expands or picks, Space toggles an item's checkbox or radio.
 */
export function CascaderMenus(props: CascaderMenusProps) {
  const { tree, expanded, onExpand, stateOf, onActivate, control, t } = props;
  const root = useRef<HTMLDivElement>(null);
  const focusKey = useRef<string | null>(null);

  const columns: { items: readonly ChoiceItem[]; prefix: ChoiceItem[] }[] = [
    { items: tree, prefix: [] },
  ];
  expanded.forEach((item, index) => {
    if (hasChildren(item))
      columns.push({ items: item.children ?? [], prefix: expanded.slice(0, index + 1) });
  });

  const focusByKey = (key: string) =>
    root.current?.querySelector<HTMLElement>(`[data-path='${cssEscape(key)}']`)?.focus();
  const focusPath = (path: readonly ChoiceItem[]) => focusByKey(pathKey(valuesOf(path)));

  // When a key opened a new column, its first item takes the focus once it is rendered.
  useEffect(() => {
    if (focusKey.current === null) return;
    focusByKey(focusKey.current);
    focusKey.current = null;
  });

  const { focusOnOpen } = props;
  useEffect(() => {
    if (focusOnOpen)
      root.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]')?.focus();
  }, [focusOnOpen]);

  const onKeyDown =
    (path: ChoiceItem[], siblings: readonly ChoiceItem[]) => (event: KeyboardEvent) => {
      const item = path[path.length - 1] as ChoiceItem;
      const prefix = path.slice(0, -1);
      const index = siblings.indexOf(item);
      const move = (offset: number) => {
        const next = siblings[(index + offset + siblings.length) % siblings.length];
        if (next) focusPath([...prefix, next]);
      };
      const expand = () => {
        if (!hasChildren(item)) return false;
        onExpand(path);
        const first = item.children?.[0];
        if (first) focusKey.current = pathKey(valuesOf([...path, first]));
        return true;
      };
      switch (event.key) {
        case 'ArrowDown':
          move(1);
          break;
        case 'ArrowUp':
          move(-1);
          break;
        case 'Home':
          move(-index);
          break;
        case 'End':
          move(siblings.length - 1 - index);
          break;
        case 'ArrowRight':
          expand();
          break;
        case 'ArrowLeft':
          if (prefix.length === 0) props.onLeave();
          else {
            onExpand(prefix);
            focusPath(prefix);
          }
          break;
        case 'Enter':
          if (control || !expand()) onActivate(path);
          break;
        case ' ':
          if (control) onActivate(path);
          else if (!expand()) onActivate(path);
          break;
        case 'Escape':
          props.onLeave();
          break;
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
    };

  return (
    <Box ref={root} sx={{ display: 'flex', maxWidth: '90vw', overflowX: 'auto' }}>
      {columns.map(({ items, prefix }, level) => {
        const open = expanded[level];
        const focusable = items.find((item) => item === open) ?? items[0];
        return (
          <Box
            key={level}
            component="ul"
            role="listbox"
            aria-label={t('widget.cascader.level', { level: level + 1 })}
            aria-multiselectable={props.multiple || undefined}
            sx={{
              listStyle: 'none',
              m: 0,
              py: 0.5,
              px: 0,
              minWidth: 160,
              maxHeight: 240,
              overflowY: 'auto',
              borderRight: level < columns.length - 1 ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            {items.map((item) => {
              const path = [...prefix, item];
              const state = stateOf(path);
              const isOpen = item === open;
              return (
                <Box
                  component="li"
                  key={pathKey(valuesOf(path))}
                  role="option"
                  data-path={pathKey(valuesOf(path))}
                  tabIndex={item === focusable ? 0 : -1}
                  aria-selected={state === 'checked'}
                  aria-disabled={item.disabled || undefined}
                  onKeyDown={item.disabled ? undefined : onKeyDown(path, items)}
                  onClick={() => {
                    if (item.disabled) return;
                    if (hasChildren(item)) onExpand(path);
                    else onActivate(path);
                  }}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    px: control ? 0.5 : 1.5,
                    minHeight: 34,
                    cursor: item.disabled ? 'not-allowed' : 'pointer',
                    color: item.disabled
                      ? 'text.disabled'
                      : state === 'none'
                        ? 'text.primary'
                        : 'primary.main',
                    fontWeight: state === 'checked' && !control ? 600 : 400,
                    bgcolor: isOpen ? 'action.selected' : undefined,
                    outline: 'none',
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  }}
                >
                  {control === 'checkbox' ? (
                    <Checkbox
                      size="small"
                      tabIndex={-1}
                      disabled={item.disabled}
                      checked={state === 'checked'}
                      indeterminate={state === 'partial'}
                      slotProps={{ input: { 'aria-hidden': true } }}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => onActivate(path)}
                      sx={{ p: 0.5 }}
                    />
                  ) : control === 'radio' ? (
                    <Radio
                      size="small"
                      tabIndex={-1}
                      disabled={item.disabled}
                      checked={state === 'checked'}
                      slotProps={{ input: { 'aria-hidden': true } }}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => onActivate(path)}
                      sx={{ p: 0.5 }}
                    />
                  ) : null}
                  <Box component="span" sx={{ flex: 1, whiteSpace: 'nowrap' }}>
                    {item.label}
                  </Box>
                  {hasChildren(item) ? <ChevronRightIcon sx={{ fontSize: 16 }} /> : null}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}

/** Escapes a text for use inside a quoted attribute selector. */
function cssEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}
