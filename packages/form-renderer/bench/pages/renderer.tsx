import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
import type { ComponentType } from 'react';
import { FormRenderer, defaultWidgets, type WidgetComponentProps } from '../../src/index';
import { countRender, install } from './harness';

/** The renderer's own text input, as every form gets it. */
const Input = defaultWidgets.input?.component as ComponentType<WidgetComponentProps>;

function CountingInput(props: WidgetComponentProps) {
  countRender();
  return <Input {...props} />;
}

const widgets = { input: { component: CountingInput } };

function definition(count: number): FormDefinition {
  const list = Array.from({ length: count }, (_, index) => ({
    ...createWidget('input'),
    key: `k${index}`,
    model: `field_${index}`,
    name: `Field ${index}`,
  }));
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

install((count) => <FormRenderer definition={definition(count)} widgets={widgets} />);
