import { checkModelName } from '@org/form-schema';
import { useState } from 'react';
import { useSyncedDraft } from '../use-synced-draft';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerDispatch, useDesignerStore } from '../../store/hooks';
import { propertyActions } from '../../store/property-edits';
import { TextProperty } from '../controls/TextProperty';

export interface ModelPropertyProps {
  widgetKey: string;
  model: string;
}

/**
 * The field name of a data-bound widget. A name that is empty, malformed or used by another
 * field is shown with the reason and never reaches the store; leaving the field puts back the
 * stored name.
 */
export function ModelProperty({ widgetKey, model }: ModelPropertyProps) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const store = useDesignerStore();
  const [draft, setDraft] = useSyncedDraft(
    model,
    () => model,
    (_, stored) => stored,
  );
  const [error, setError] = useState<string | null>(null);

  const change = (value: string) => {
    setDraft(value);
    const issue = checkModelName(store.getState().designer.definition, widgetKey, value);
    if (issue) {
      setError(t(`modelError.${issue.code}`, { model: value }));
      return;
    }
    setError(null);
    dispatch(propertyActions.modelChanged({ key: widgetKey, model: value, field: 'model' }));
  };

  return (
    <TextProperty
      label={t('model')}
      value={draft}
      error={error}
      onChange={change}
      onLeave={() => {
        setError(null);
        setDraft(model);
      }}
    />
  );
}
