import { getDefaultRegistry } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import validator from '@rjsf/validator-ajv8';
import { countRender, install } from './harness';

// rjsf's text widget draws the theme's input template: MUI's TextField with @rjsf/mui.
const MuiText = getDefaultRegistry().widgets.TextWidget as ComponentType<WidgetProps>;

function CountingText(props: WidgetProps) {
  countRender();
  return <MuiText {...props} />;
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
