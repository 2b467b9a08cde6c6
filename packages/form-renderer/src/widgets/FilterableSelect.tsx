import type { SelectWidget as SelectWidgetModel } from '@org/form-schema';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { ChoiceItem, WidgetComponentProps } from '../contract';
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

/**
 * The `filterable` select: typing filters the choices. Single or multiple (chips), clearable
 * or not, with a loading state while remote choices arrive.
 */
export function FilterableSelect(props: WidgetComponentProps<SelectWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, size, services, choices } = props;
  const options = widget.options;
  const multiple = flag(options.multiple);
  const showLabel = showsLabels(options);
  const readOnly = flag(options.readonly);
  const items = useMemo(() => choices?.items ?? [], [choices]);
  const { t } = services;
  const { style, className } = controlLook(options);

  const selected = useMemo(() => {
    if (multiple) {
      const list = Array.isArray(value) ? value : [];
      return items.filter((item) => list.some((entry) => sameChoice(entry, item.value)));
    }
    return items.find((item) => sameChoice(item.value, value)) ?? null;
  }, [items, multiple, value]);

  return (
    <Autocomplete<ChoiceItem, boolean, boolean, false>
      id={id}
      options={items}
      value={selected}
      multiple={multiple}
      disableClearable={!flag(options.clearable)}
      disableCloseOnSelect={multiple}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      loading={choices?.loading ?? false}
      getOptionLabel={(item) => choiceText(item, showLabel)}
      getOptionDisabled={(item) => item.disabled === true}
      isOptionEqualToValue={(item, current) => sameChoice(item.value, current.value)}
      onChange={(_, next) => {
        if (Array.isArray(next)) onChange(next.map((item) => item.value));
        else onChange(next ? next.value : '');
      }}
      clearText={t('widget.clear')}
      openText={t('widget.select.open')}
      closeText={t('widget.select.close')}
      loadingText={t('widget.loading')}
      noOptionsText={items.length ? t('widget.noMatch') : t('widget.noOptions')}
      className={className}
      style={withMinWidth(style, 200)}
      renderInput={(params) => (
        <TextField
          {...params}
          error={Boolean(error)}
          placeholder={
            (multiple ? (selected as ChoiceItem[]).length === 0 : selected === null)
              ? text(options.placeholder) || t('widget.select.placeholder')
              : undefined
          }
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {choices?.loading ? <CircularProgress size={16} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': label,
              'aria-busy': choices?.loading || undefined,
              ...errorAttributes(props),
            },
          }}
        />
      )}
    />
  );
}
