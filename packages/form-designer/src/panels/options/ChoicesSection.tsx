import type { CascaderOptionItem, OptionItem, RemoteOptions, Widget } from '@org/form-schema';
import { useDesignerTranslation } from '../../i18n';
import { SwitchProperty } from '../controls/SwitchProperty';
import { useOptionEdit } from '../use-property-edit';
import { CascaderOptionsField } from './CascaderOptionsField';
import { OptionListEditor } from './OptionListEditor';
import { RemoteOptionsEditor } from './RemoteOptionsEditor';

type ChoiceOptions = RemoteOptions & { options?: OptionItem[] | CascaderOptionItem[] };

/** Static or remote choices of a radio, checkbox, select or cascader. */
export function ChoicesSection({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widget.key);
  const options = widget.options as unknown as ChoiceOptions;
  return (
    <>
      <SwitchProperty
        label={t('choices.remote')}
        checked={Boolean(options.remote)}
        onChange={(remote) => edit({ remote })}
      />
      {options.remote ? (
        <RemoteOptionsEditor widgetKey={widget.key} widgetType={widget.type} options={options} />
      ) : widget.type === 'cascader' ? (
        <CascaderOptionsField widgetKey={widget.key} items={options.options ?? []} />
      ) : (
        <OptionListEditor widgetKey={widget.key} items={options.options ?? []} />
      )}
    </>
  );
}
