import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import validator from '@rjsf/validator-ajv8';
import { countRender, install } from './harness';

// @rjsf/core's own theme: plain HTML inputs, labels and wrappers, no UI kit.
const PlainText = getDefaultRegistry().widgets.TextWidget as ComponentType<WidgetProps>;

function CountingText(props: WidgetProps) {
  countRender();
  return <PlainText {...props} />;
}

const widgets = { TextWidget: CountingText };

function schema(count: number): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (let index = 0; index < count; index++) {
    properties[`field_${index}`] = { type: 'string', title: `Field ${index}` };
  }
  return { type: 'object', properties };
}

install((count) => <Form schema={schema(count)} validator={validator} widgets={widgets} />);
