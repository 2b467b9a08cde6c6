import {
  parseJsonText,
  type PropsMapping,
  type RemoteOptions,
  type RemoteType,
  type WidgetType,
} from '@org/form-schema';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerSelector } from '../../store/hooks';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { TextProperty } from '../controls/TextProperty';
import { useOptionEdit } from '../use-property-edit';
import { DataViewPicker } from './DataViewPicker';
import { DictionaryPicker } from './DictionaryPicker';
import { RemoteSourcePicker } from './RemoteSourcePicker';
import { useDesignerServices } from '../../services/context';

const REMOTE_TYPES: RemoteType[] = ['func', 'option', 'datasource', 'dict', 'dataView'];

export interface RemoteOptionsEditorProps {
  widgetKey: string;
  widgetType: WidgetType;
  options: RemoteOptions & { remoteFunc?: string; remoteOption?: string };
}

/**
 * Where remote choices come from: a host function, assigned options, a form data source, a
 * dictionary or a data view, with the source's own picker (the host's functions and option
 * lists when its services list them) and the value/label(/children)
 * mapping. Changing the source type resets the mapping (form-schema's option-change rules).
 */
export function RemoteOptionsEditor({ widgetKey, widgetType, options }: RemoteOptionsEditorProps) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widgetKey);
  const { listRemoteFunctions, listOptionLists } = useDesignerServices();
  const dataSources = useDesignerSelector((s) => s.designer.definition.config.dataSource);
  const withChildren = widgetType === 'cascader';
  const props = options.props ?? { value: 'value', label: 'label' };
  const type = options.remoteType ?? 'func';
  const args = options.remoteArgs ?? '';
  const parsedArgs = args.trim() === '' ? null : parseJsonText(args);
  const argsError =
    parsedArgs && !parsedArgs.ok ? t('json.invalid', { message: parsedArgs.error.message }) : null;

  const mapping = (field: keyof PropsMapping, key: string) => (
    <TextProperty
      label={t(key)}
      value={props[field] ?? ''}
      onChange={(value) => edit({ props: { ...props, [field]: value } }, `props.${field}`)}
    />
  );

  return (
    <>
      <ChoiceProperty
        label={t('remote.remoteType')}
        value={type}
        choices={REMOTE_TYPES.map((value) => ({ value, label: t(`remote.${value}`) }))}
        onChange={(value) => edit({ remoteType: value })}
      />
      {type === 'func' && (
        <RemoteSourcePicker
          label={t('remote.remoteFunc')}
          value={options.remoteFunc ?? ''}
          list={listRemoteFunctions}
          onChange={(value) => edit({ remoteFunc: value }, 'remoteFunc')}
        />
      )}
      {type === 'option' && (
        <RemoteSourcePicker
          label={t('remote.remoteOption')}
          value={options.remoteOption ?? ''}
          list={listOptionLists}
          onChange={(value) => edit({ remoteOption: value }, 'remoteOption')}
        />
      )}
      {type === 'datasource' && (
        <>
          <ChoiceProperty
            label={t('remote.remoteDataSource')}
            value={options.remoteDataSource ?? ''}
            choices={[
              { value: '', label: t('choice.none') },
              ...(dataSources ?? []).map((d) => ({ value: d.name, label: d.name })),
            ]}
            helperText={dataSources?.length ? undefined : t('remote.noDataSources')}
            onChange={(value) => edit({ remoteDataSource: value })}
          />
          <TextProperty
            label={t('remote.remoteArgs')}
            value={args}
            error={argsError}
            onChange={(value) => edit({ remoteArgs: value }, 'remoteArgs')}
          />
        </>
      )}
      {type === 'dict' && (
        <DictionaryPicker
          value={options.remoteDict ?? ''}
          onChange={(remoteDict) => edit({ remoteDict })}
        />
      )}
      {type === 'dataView' ? (
        <DataViewPicker
          viewId={options.remoteViewId ?? ''}
          props={props}
          withChildren={withChildren}
          onViewChange={(remoteViewId) => edit({ remoteViewId })}
          onPropsChange={(next) => edit({ props: next })}
        />
      ) : (
        <>
          {mapping('value', 'remote.propsValue')}
          {mapping('label', 'remote.propsLabel')}
          {withChildren && mapping('children', 'remote.propsChildren')}
        </>
      )}
    </>
  );
}
