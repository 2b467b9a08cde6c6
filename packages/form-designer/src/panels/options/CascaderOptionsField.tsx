import { parseJsonText, type CascaderOptionItem } from '@org/form-schema';
import { Alert } from '@mui/material';
import { useState } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { CodeEditButton } from '../controls/CodeEditButton';
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

/**
 * The static option tree of a cascader (value, label, children): typed as JSON in place, or
 * edited in the code editor (JavaScript mode, 800 × 400). Text that is not such a tree is
 * refused with the reason; the stored options stay as they were.
 */
export function CascaderOptionsField({ widgetKey, items }: CascaderOptionsFieldProps) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widgetKey);
  const [error, setError] = useState<string | null>(null);

  const replace = (text: string) => {
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      setError(t('json.invalid', { message: parsed.error.message }));
      return;
    }
    if (!isOptionTree(parsed.value)) {
      setError(t('choices.cascaderInvalid'));
      return;
    }
    setError(null);
    edit({ options: parsed.value });
  };

  return (
    <>
      <JsonProperty
        label={t('choices.cascaderTitle')}
        value={items}
        accept={isOptionTree}
        invalidMessage={t('choices.cascaderInvalid')}
        onChange={(options) => edit({ options }, 'options')}
      />
      <CodeEditButton
        label={t('choices.editCascader')}
        mode="javascript"
        value={JSON.stringify(items, null, 2)}
        title={t('choices.cascaderTitle')}
        width={800}
        height={400}
        onConfirm={replace}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}
