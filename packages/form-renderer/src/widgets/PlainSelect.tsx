import type { SelectWidget as SelectWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useMemo } from 'react';
import type { WidgetComponentProps } from '../contract';
import { AdornmentButton } from './AdornmentButton';
import { ClearIcon } from './field-icons';
import {
  choiceText,
  controlLook,
  errorAttributes,
  flag,
  sameChoice,
  showsLabels,
  text,
  withMinWidth,
} from './shared';

/** The select without typing: MUI's menu of choices, single or multiple. */
export function PlainSelect(props: WidgetComponentProps<SelectWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services, choices } = props;
  const options = widget.options;
  const multiple = flag(options.multiple);
  const showLabel = showsLabels(options);
  const readOnly = flag(options.readonly);
  const items = useMemo(() => choices?.items ?? [], [choices]);
  const { t } = services;
  const { style, className } = controlLook(options);

  // The menu works with positions, so values keep their type (1 stays a number).
  const selected = useMemo(() => {
    const list: unknown[] = multiple ? (Array.isArray(value) ? value : []) : [value];
    return items
      .map((item, index) =>
        list.some((entry) => sameChoice(entry, item.value)) ? String(index) : '',
      )
      .filter(Boolean);
  }, [items, multiple, value]);
  const empty = selected.length === 0;
  const clearable = flag(options.clearable) && !disabled && !readOnly && !empty;
  const placeholder = text(options.placeholder) || t('widget.select.placeholder');
  const itemText = (index: string) => {
    const item = items[Number(index)];
    return item ? choiceText(item, showLabel) : '';
  };

  return (
    <Select<string | string[]>
      multiple={multiple}
      displayEmpty
      value={multiple ? selected : (selected[0] ?? '')}
      onChange={(event) => {
        const next = event.target.value;
        if (Array.isArray(next)) {
          onChange(next.map((index) => items[Number(index)]?.value).filter((v) => v !== undefined));
        } else {
          onChange(items[Number(next)]?.value ?? '');
        }
      }}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      error={Boolean(error)}
      className={className}
      style={withMinWidth(style, 200)}
      SelectDisplayProps={{
        id,
        'aria-label': label,
        'aria-busy': choices?.loading || undefined,
        ...errorAttributes(props),
      }}
      renderValue={(current) => {
        if (empty) {
          return (
            <Box component="span" sx={{ color: 'text.disabled' }}>
              {placeholder}
            </Box>
          );
        }
        if (!Array.isArray(current)) return itemText(current);
        return (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {current.map((index) => (
              <Chip key={index} size="small" label={itemText(index)} />
            ))}
          </Box>
        );
      }}
      endAdornment={
        clearable ? (
          <InputAdornment position="end" sx={{ mr: 2 }}>
            <AdornmentButton label={t('widget.clear')} onClick={() => onChange(multiple ? [] : '')}>
              <ClearIcon fontSize="small" />
            </AdornmentButton>
          </InputAdornment>
        ) : undefined
      }
    >
      {choices?.loading ? (
        <MenuItem disabled value="">
          {t('widget.loading')}
        </MenuItem>
      ) : items.length === 0 ? (
        <MenuItem disabled value="">
          {t('widget.noOptions')}
        </MenuItem>
      ) : (
        items.map((item, index) => (
          <MenuItem
            key={`${String(item.value)}-${index}`}
            value={String(index)}
            disabled={item.disabled === true}
          >
            {multiple ? (
              <Checkbox
                size="small"
                checked={selected.includes(String(index))}
                sx={{ p: 0, mr: 1 }}
              />
            ) : null}
            {choiceText(item, showLabel)}
          </MenuItem>
        ))
      )}
    </Select>
  );
}
