import type { CascaderOptionItem } from '@org/form-schema';
import { useDesignerTranslation } from '../../i18n';
import { JsonProperty } from '../controls/JsonProperty';
import { useOptionEdit } from '../use-property-edit';

export interface CascaderOptionsFieldProps {
  widgetKey: string;
  items: readonly CascaderOptionItem[];
}

function isOptionTree(value: unknown): value is CascaderOptionItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'value' in item &&
        (!('children' in item) || isOptionTree((item as { children: unknown }).children)),
    )
  );
}

/** The static option tree of a cascader (value, label, children) as JSON. */
export function CascaderOptionsField({ widgetKey, items }: CascaderOptionsFieldProps) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widgetKey);
  return (
    <JsonProperty
      label={t('choices.cascaderTitle')}
      value={items}
      accept={isOptionTree}
      invalidMessage={t('choices.cascaderInvalid')}
      onChange={(options) => edit({ options }, 'options')}
    />
  );
}
