import type { Widget } from '@org/form-schema';
import { elementId, useSettings } from './form-context';
import { FormItem } from './FormItem';

/**
 * The placeholder of a widget that no registered component renders: a labelled note naming
 * the type. The rest of the form works as usual.
 */
export function UnknownWidget({ widget }: { widget: Widget }) {
  const settings = useSettings();
  const type = String((widget as { type?: unknown })?.type ?? '');
  const id = elementId(settings.formId, widget?.model || widget?.key || type);
  const label = widget?.name || type;
  return (
    <FormItem
      controlId={id}
      label={label}
      showLabel={!settings.labels.hideLabel}
      required={false}
      error={undefined}
      errorId={`${id}-error`}
      layout={settings.labels}
      model={widget?.model}
    >
      <div id={id} className="fr-unknown" role="note" aria-label={label}>
        {settings.services.t('item.unknownWidget', { type })}
      </div>
    </FormItem>
  );
}
