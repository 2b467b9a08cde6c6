import type { SelectWidget as SelectWidgetModel } from '@org/form-schema';
import { lazy, Suspense } from 'react';
import type { WidgetComponentProps } from '../contract';
import { PlainSelect } from './PlainSelect';
import { flag } from './shared';

// Typing to filter is rarer and heavier than picking: it loads the first time a form needs it.
const FilterableSelect = lazy(() =>
  import('./FilterableSelect').then((module) => ({ default: module.FilterableSelect })),
);

/**
 * A drop-down of choices (static or remote): one value, or a list with `multiple` (shown as
 * chips); a clear button with `clearable`; typing filters with `filterable`. While remote
 * choices load the menu says so.
 */
export function SelectWidget(props: WidgetComponentProps<SelectWidgetModel>) {
  if (flag(props.widget.options.filterable)) {
    const loading = (
      <span className="fr-loading" role="status">
        {props.services.t('item.loading')}
      </span>
    );
    return (
      <Suspense fallback={loading}>
        <FilterableSelect {...props} />
      </Suspense>
    );
  }
  return <PlainSelect {...props} />;
}
