import { useCallback } from 'react';
import { useDesignerTranslation } from '../../i18n';
import type { RemoteSourceSummary } from '../../services/types';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { TextProperty } from '../controls/TextProperty';
import { RemoteListStatus } from './RemoteListStatus';
import { useRemoteList } from './use-remote-list';

export interface RemoteSourcePickerProps {
  /** The field's label: the function name or the option name. */
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** The host's list of names; without it the name is typed in. */
  list: (() => Promise<RemoteSourceSummary[]>) | undefined;
}

/**
 * Picks a widget's `remoteFunc` or `remoteOption` from the host's remote functions or option
 * lists, each shown with its label. A name the list does not have (typed in before, or from an
 * imported form) stays and is listed as it is. Without a host list the name is typed in.
 */
export function RemoteSourcePicker({ label, value, onChange, list }: RemoteSourcePickerProps) {
  const { t } = useDesignerTranslation('panels');
  const load = useCallback(() => (list ? list() : Promise.resolve([])), [list]);
  const names = useRemoteList(list ? load : null);
  if (!list) return <TextProperty label={label} value={value} onChange={onChange} />;
  const choices = names.items.map((item) => ({
    value: item.name,
    label: item.label ? `${item.label} (${item.name})` : item.name,
  }));
  if (value && !choices.some((choice) => choice.value === value)) {
    choices.unshift({ value, label: t('remote.unknownName', { name: value }) });
  }
  return (
    <>
      <ChoiceProperty
        label={label}
        value={value}
        choices={[{ value: '', label: t('choice.none') }, ...choices]}
        onChange={onChange}
        disabled={names.status === 'loading'}
        helperText={
          names.status === 'ready' && names.items.length === 0 ? t('remote.noNames') : undefined
        }
      />
      <RemoteListStatus list={names} name={label} />
    </>
  );
}
