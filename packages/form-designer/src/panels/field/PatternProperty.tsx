import { isValidPattern } from '@org/form-schema';
import { useState } from 'react';
import { useSyncedDraft } from '../use-synced-draft';
import { useDesignerTranslation } from '../../i18n';
import { TextProperty } from '../controls/TextProperty';

export interface PatternPropertyProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The regular expression of a pattern rule (source text or a `/…/flags` literal). Text that is
 * not a valid expression is shown with an error and not stored until it is one.
 */
export function PatternProperty(props: PatternPropertyProps) {
  const { t } = useDesignerTranslation('panels');
  const [draft, setDraft] = useSyncedDraft(
    props.value,
    () => props.value,
    (_, stored) => stored,
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <TextProperty
      label={t('rules.pattern')}
      value={draft}
      error={error}
      onChange={(text) => {
        setDraft(text);
        if (text !== '' && !isValidPattern(text)) {
          setError(t('rules.invalidPattern'));
          return;
        }
        setError(null);
        props.onChange(text);
      }}
      onLeave={() => {
        setError(null);
        setDraft(props.value);
      }}
    />
  );
}
