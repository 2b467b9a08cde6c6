/** Test helper: the properties panel over the every-widget form, with one widget selected. */
import type { FormDefinition } from '@org/form-schema';
import { act } from '@testing-library/react';
import { designerActions } from '../store/designer-slice';
import { renderDesigner, type RenderDesignerOptions } from '../test-utils';
import { PropertiesPanel } from './PropertiesPanel';
import { everyWidgetForm } from './test-forms';

export function renderPanel(
  selected: string | null,
  options: RenderDesignerOptions & { definition?: FormDefinition } = {},
) {
  const result = renderDesigner(<PropertiesPanel />, {
    ...options,
    definition: options.definition ?? everyWidgetForm(),
  });
  act(() => {
    result.store.dispatch(designerActions.widgetSelected(selected));
  });
  return result;
}
