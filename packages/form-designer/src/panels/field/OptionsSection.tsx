import type { Widget } from '@org/form-schema';
import { OptionControl } from './OptionControl';
import { OPTION_SPECS } from './option-specs';

/** Every option of the widget's type (spec §3), each with its control. */
export function OptionsSection({ widget }: { widget: Widget }) {
  const options = widget.options as unknown as Record<string, unknown>;
  return (
    <>
      {(OPTION_SPECS[widget.type] ?? [])
        .filter((spec) => !spec.when || spec.when(options))
        .map((spec) => (
          <OptionControl
            key={spec.name}
            widgetKey={widget.key}
            widgetType={widget.type}
            spec={spec}
            value={options[spec.name]}
          />
        ))}
    </>
  );
}
