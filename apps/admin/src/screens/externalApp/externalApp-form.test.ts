import { DEFAULT_GATEWAY_RATE, ExternalAppCreate, MAX_GATEWAY_RATE } from '@org/api-contract';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describe, expect, it } from 'vitest';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './externalApp.form.json';

describeFormDefinition('external application', definition as FormDefinitionJson, ExternalAppCreate);

describe('the gateway rate of the external application form', () => {
  it('takes what the server takes, starting from its default', () => {
    const rate = definition.list.find((widget) => widget.model === 'rateLimitPerMinute');
    expect(rate?.type).toBe('number');
    expect(rate?.options).toMatchObject({
      min: 1,
      max: MAX_GATEWAY_RATE,
      defaultValue: DEFAULT_GATEWAY_RATE,
    });
  });
});
