import type { SelectWidget as SelectWidgetModel } from '@org/form-schema';
import type { WidgetComponentProps } from '../contract';
import { FilterableSelect } from './FilterableSelect';
import { PlainSelect } from './PlainSelect';
import { flag } from './shared';

/**
 * A drop-down of choices (static or remote): one value, or a list with `multiple` (shown as
 * chips); a clear button with `clearable`; typing filters with `filterable`. While remote
 * choices load the menu says so.
 */
export function SelectWidget(props: WidgetComponentProps<SelectWidgetModel>) {
  if (flag(props.widget.options.filterable)) return <FilterableSelect {...props} />;
  return <PlainSelect {...props} />;
}
