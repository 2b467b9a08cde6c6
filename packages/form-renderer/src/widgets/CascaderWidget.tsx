import type { CascaderWidget as CascaderWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ChoiceItem, WidgetComponentProps } from '../contract';
import { AdornmentButton } from './AdornmentButton';
import {
  flattenPaths,
  itemsAlong,
  leafPaths,
  pathKey,
  pathText,
  storedPaths,
  valuesOf,
} from './cascader-tree';
import { CascaderMenus, type ChoiceState } from './CascaderMenus';
import { ChevronDownIcon, ClearIcon } from './icons';
import { controlLook, errorAttributes, flag, text, withMinWidth } from './shared';

/** Matches shown at most while filtering. */
const MAX_MATCHES = 50;

/**
 * A cascader over the choice tree (static `options` or remote data): columns of levels, the
 * chosen path stored as a list of values (or a list of paths with `multiple`). `showAllLevels`
 * shows the whole label path, otherwise the last label; `checkStrictly` makes any level
 * selectable; `filterable` searches every path by typing. While remote choices load, the box
 * says so (in the form's language) and stays closed.
 */
export function CascaderWidget(props: WidgetComponentProps<CascaderWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services, choices } = props;
  const options = widget.options;
  const { t } = services;
  const multiple = flag(options.multiple);
  const strict = flag(options.checkStrictly);
  const filterable = flag(options.filterable);
  const showAllLevels = options.showAllLevels !== false;
  const readOnly = flag(options.readonly);
  const loading = choices?.loading === true;
  const locked = disabled || readOnly;
  const tree = useMemo(() => choices?.items ?? [], [choices]);
  const { style, className } = controlLook(options);

  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [focusMenus, setFocusMenus] = useState(false);
  const [expanded, setExpanded] = useState<ChoiceItem[]>([]);
  const [query, setQuery] = useState('');

  const chosen = useMemo(
    () =>
      storedPaths(value, multiple)
        .map((path) => itemsAlong(tree, path))
        .filter((path): path is ChoiceItem[] => path !== null && path.length > 0),
    [value, multiple, tree],
  );
  const chosenKeys = useMemo(
    () => new Set(chosen.map((path) => pathKey(valuesOf(path)))),
    [chosen],
  );
  const flat = useMemo(
    () => (filterable ? flattenPaths(tree, strict || false) : []),
    [filterable, tree, strict],
  );

  const stateOf = (path: readonly ChoiceItem[]): ChoiceState => {
    if (multiple && !strict) {
      const leaves = leafPaths(path);
      const count = leaves.filter((leaf) => chosenKeys.has(pathKey(valuesOf(leaf)))).length;
      return count === 0 ? 'none' : count === leaves.length ? 'checked' : 'partial';
    }
    if (chosenKeys.has(pathKey(valuesOf(path)))) return 'checked';
    // Single choice: the items on the way to the chosen one are marked too.
    const key = pathKey(valuesOf(path)).slice(0, -1);
    return !multiple && [...chosenKeys].some((chosenKey) => chosenKey.startsWith(`${key},`))
      ? 'partial'
      : 'none';
  };

  const close = () => {
    setOpen(false);
    setQuery('');
    setFocusMenus(false);
  };
  const openMenus = (withFocus: boolean) => {
    if (locked || loading) return;
    setExpanded(multiple ? [] : (chosen[0] ?? []).slice(0, -1));
    setFocusMenus(withFocus);
    setOpen(true);
  };
  const activate = (path: ChoiceItem[]) => {
    if (locked) return;
    if (!multiple) {
      onChange(valuesOf(path));
      close();
      input.current?.focus();
      return;
    }
    const current = chosen.map(valuesOf);
    const targets = (strict ? [path] : leafPaths(path)).map(valuesOf);
    const targetKeys = new Set(targets.map(pathKey));
    const allChosen = targets.every((target) => chosenKeys.has(pathKey(target)));
    onChange(
      allChosen
        ? current.filter((entry) => !targetKeys.has(pathKey(entry)))
        : [...current, ...targets.filter((target) => !chosenKeys.has(pathKey(target)))],
    );
  };
  const remove = (path: readonly ChoiceItem[]) => {
    const key = pathKey(valuesOf(path));
    onChange(chosen.map(valuesOf).filter((entry) => pathKey(entry) !== key));
  };

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? flat.filter((path) => path.search.includes(needle)).slice(0, MAX_MATCHES) : [];
  }, [flat, query]);

  const single = !multiple ? chosen[0] : undefined;
  const shownText = open && filterable ? query : single ? pathText(single, showAllLevels) : '';
  const placeholder = loading
    ? t('widget.cascader.loading')
    : multiple && chosen.length > 0
      ? undefined
      : text(options.placeholder) || t('widget.cascader.placeholder');
  const clearable = flag(options.clearable) && !locked && chosen.length > 0;

  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openMenus(true);
      else setFocusMenus(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if ((event.key === 'Enter' || event.key === ' ') && !filterable && !open) {
      event.preventDefault();
      openMenus(true);
    } else if (event.key === 'Enter' && open && matches[0]) {
      event.preventDefault();
      activate(matches[0].items);
    }
  };

  const chips = multiple
    ? chosen.map((path) => (
        <Chip
          key={pathKey(valuesOf(path))}
          size="small"
          label={pathText(path, showAllLevels)}
          onDelete={locked ? undefined : () => remove(path)}
          sx={{ my: 0.25 }}
        />
      ))
    : null;

  return (
    <>
      <TextField
        ref={anchor}
        inputRef={input}
        id={id}
        value={shownText}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          if (!open) openMenus(false);
        }}
        onClick={() => (open ? undefined : openMenus(false))}
        onKeyDown={onInputKeyDown}
        disabled={disabled}
        error={Boolean(error)}
        size={size}
        className={className}
        style={withMinWidth(style, 220)}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': label,
            'aria-expanded': open,
            'aria-haspopup': 'dialog',
            'aria-busy': loading || undefined,
            readOnly: !filterable || locked || loading,
            autoComplete: 'off',
            ...errorAttributes(props),
          },
          input: {
            startAdornment:
              chips && chips.length ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5, maxWidth: '70%' }}>
                  {chips}
                </Box>
              ) : undefined,
            endAdornment: (
              <InputAdornment position="end">
                {loading ? <CircularProgress size={16} aria-hidden /> : null}
                {clearable ? (
                  <AdornmentButton label={t('widget.clear')} onClick={() => onChange([])}>
                    <ClearIcon fontSize="small" />
                  </AdornmentButton>
                ) : null}
                <ChevronDownIcon
                  fontSize="small"
                  sx={{ color: 'action.active', transform: open ? 'rotate(180deg)' : undefined }}
                />
              </InputAdornment>
            ),
            sx: multiple ? { flexWrap: 'wrap' } : undefined,
          },
        }}
      />
      {open ? (
        <Popper open anchorEl={anchor.current} placement="bottom-start" style={{ zIndex: 1300 }}>
          <ClickAwayListener
            onClickAway={(event) => {
              if (!anchor.current?.contains(event.target as Node)) close();
            }}
          >
            <Paper role="dialog" aria-label={label} elevation={8} sx={{ mt: 0.5 }}>
              {filterable && query.trim() ? (
                <Box
                  component="ul"
                  role="listbox"
                  aria-label={label}
                  aria-multiselectable={multiple || undefined}
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    py: 0.5,
                    px: 0,
                    maxHeight: 240,
                    overflowY: 'auto',
                    minWidth: 220,
                  }}
                >
                  {matches.length === 0 ? (
                    <Box component="li" sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>
                      {t('widget.noMatch')}
                    </Box>
                  ) : (
                    matches.map((match) => (
                      <Box
                        component="li"
                        key={match.key}
                        role="option"
                        aria-selected={chosenKeys.has(match.key)}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => activate(match.items)}
                        sx={{
                          px: 1.5,
                          py: 0.75,
                          cursor: 'pointer',
                          '&:hover': { bgcolor: 'action.hover' },
                        }}
                      >
                        {pathText(match.items, true)}
                      </Box>
                    ))
                  )}
                </Box>
              ) : (
                <CascaderMenus
                  tree={tree}
                  expanded={expanded}
                  onExpand={setExpanded}
                  stateOf={stateOf}
                  onActivate={activate}
                  control={multiple ? 'checkbox' : strict ? 'radio' : null}
                  focusOnOpen={focusMenus}
                  onLeave={() => {
                    close();
                    input.current?.focus();
                  }}
                  multiple={multiple}
                  t={t}
                />
              )}
            </Paper>
          </ClickAwayListener>
        </Popper>
      ) : null}
    </>
  );
}
