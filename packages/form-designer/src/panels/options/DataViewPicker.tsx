import type { PropsMapping } from '@org/form-schema';
import { TextField } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerServices } from '../../services/context';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { RemoteListStatus } from './RemoteListStatus';
import { useRemoteList } from './use-remote-list';

export interface DataViewPickerProps {
  viewId: string;
  props: PropsMapping;
  /** Whether the children field is picked too (cascaders). */
  withChildren: boolean;
  onViewChange: (viewId: string) => void;
  onPropsChange: (props: PropsMapping) => void;
}

/** Pause after the last keystroke before the view list is searched again. */
const SEARCH_DELAY_MS = 300;

/**
 * Picks the data view of a dataView-sourced widget, then which of its columns give the value,
 * the label (and the children) of each choice. Both lists come from the designer services;
 * the view list can be searched by view code or comment.
 */
export function DataViewPicker(p: DataViewPickerProps) {
  const { t } = useDesignerTranslation('panels');
  const services = useDesignerServices();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const loadViews = useCallback(
    () => services.listDataViews(query ? { viewCodeOrComment: query } : undefined),
    [services, query],
  );
  const views = useRemoteList(loadViews);
  const loadColumns = useCallback(() => services.listViewColumns(p.viewId), [services, p.viewId]);
  const columns = useRemoteList(p.viewId ? loadColumns : null);

  const viewChoices = views.items.map((v) => ({ value: v.id, label: v.viewComment || v.id }));
  if (p.viewId && !viewChoices.some((c) => c.value === p.viewId)) {
    viewChoices.unshift({ value: p.viewId, label: p.viewId });
  }
  const columnChoices = (current: string | undefined) => {
    const names = columns.items.map((c) => c.columnName);
    if (current && !names.includes(current)) names.unshift(current);
    return [{ value: '', label: t('choice.none') }, ...names.map((n) => ({ value: n, label: n }))];
  };
  const fields: Array<keyof PropsMapping> = p.withChildren
    ? ['value', 'label', 'children']
    : ['value', 'label'];
  const labels = {
    value: 'remote.propsValue',
    label: 'remote.propsLabel',
    children: 'remote.propsChildren',
  };

  return (
    <>
      <TextField
        label={t('remote.viewSearch')}
        type="search"
        value={search}
        size="small"
        fullWidth
        margin="dense"
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ChoiceProperty
        label={t('remote.remoteViewId')}
        value={p.viewId}
        choices={[{ value: '', label: t('choice.none') }, ...viewChoices]}
        onChange={p.onViewChange}
        disabled={views.status === 'loading'}
      />
      <RemoteListStatus list={views} name={t('remote.remoteViewId')} />
      <RemoteListStatus list={columns} name={t('remote.propsValue')} />
      {fields.map((field) => (
        <ChoiceProperty
          key={field}
          label={t(labels[field])}
          value={p.props[field] ?? ''}
          choices={columnChoices(p.props[field])}
          disabled={!p.viewId || columns.status !== 'ready'}
          helperText={p.viewId ? undefined : t('remote.noColumns')}
          onChange={(column) => p.onPropsChange({ ...p.props, [field]: column })}
        />
      ))}
    </>
  );
}
