import type { OptionItem } from '@org/form-schema';
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { ChoiceProperty } from '../controls/ChoiceProperty';

type Value = string | number | boolean;

export interface ChoiceDefaultEditorProps {
  items: readonly OptionItem[];
  value: unknown;
  multiple: boolean;
  onChange: (value: Value | Value[]) => void;
}

const labelOf = (item: OptionItem) => item.label || String(item.value);

/** The default of a radio, checkbox or select: one of its choices, or several. */
export function ChoiceDefaultEditor({
  items,
  value,
  multiple,
  onChange,
}: ChoiceDefaultEditorProps) {
  const { t } = useDesignerTranslation('panels');
  if (!multiple) {
    const current = items.findIndex((item) => item.value === value);
    return (
      <ChoiceProperty
        label={t('defaults.value')}
        value={current < 0 ? '' : String(current)}
        choices={[
          { value: '', label: t('defaults.none') },
          ...items.map((item, index) => ({ value: String(index), label: labelOf(item) })),
        ]}
        onChange={(index) => onChange(index === '' ? '' : (items[Number(index)]?.value ?? ''))}
      />
    );
  }
  const selected = Array.isArray(value) ? (value as Value[]) : [];
  return (
    <FormGroup role="group" aria-label={t('defaults.value')}>
      <FormLabel sx={{ fontSize: 12 }}>{t('defaults.value')}</FormLabel>
      {items.map((item, index) => (
        <FormControlLabel
          key={index}
          label={labelOf(item)}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(item.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? items
                        .map((i) => i.value)
                        .filter((v) => v === item.value || selected.includes(v))
                    : selected.filter((v) => v !== item.value),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}
