import { useCallback } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerServices } from '../../services/context';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { RemoteListStatus } from './RemoteListStatus';
import { useRemoteList } from './use-remote-list';

export interface DictionaryPickerProps {
  value: string;
  onChange: (dictCode: string) => void;
}

/** Picks the dictionary of a dict-sourced widget from the dictionaries the services list. */
export function DictionaryPicker({ value, onChange }: DictionaryPickerProps) {
  const { t } = useDesignerTranslation('panels');
  const services = useDesignerServices();
  const load = useCallback(() => services.listDictionaries(), [services]);
  const list = useRemoteList(load);
  const choices = list.items.map((d) => ({
    value: d.dictCode,
    label: `${d.dictName} (${d.dictCode})`,
  }));
  if (value && !choices.some((c) => c.value === value)) choices.unshift({ value, label: value });
  return (
    <>
      <ChoiceProperty
        label={t('remote.remoteDict')}
        value={value}
        choices={[{ value: '', label: t('choice.none') }, ...choices]}
        onChange={onChange}
        disabled={list.status === 'loading'}
      />
      <RemoteListStatus list={list} name={t('remote.remoteDict')} />
    </>
  );
}
