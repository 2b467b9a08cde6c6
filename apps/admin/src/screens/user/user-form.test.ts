import { UserCreate, UserUpdate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '../../list-page/FormDialog';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './user.form.json';

// set in the assignment dialogs (roles, organisations with the main one, positions, groups)
describeFormDefinition('user', definition as FormDefinitionJson, UserCreate, [
  'roleIds',
  'orgIds',
  'mainOrgId',
  'positionIds',
  'groupIds',
]);

describe('the user form', () => {
  it('offers a password only when creating: a change never carries one', () => {
    expect(Object.keys(UserUpdate.properties)).not.toContain('password');
  });

  it('checks what the server checks, with the same patterns', () => {
    const pattern = (model: string) =>
      definition.list
        .find((widget) => widget.model === model)
        ?.rules.flatMap((rule) => ('pattern' in rule ? [rule.pattern] : []))[0];
    const schema = (field: 'account' | 'mobile') =>
      (UserCreate.properties[field] as unknown as { pattern: string }).pattern;
    expect(pattern('account')).toBe(schema('account'));
    expect(pattern('mobile')).toBe(schema('mobile'));
    const email = new RegExp(pattern('email') ?? '');
    expect(email.test('someone@example.com')).toBe(true);
    expect(email.test('')).toBe(true);
    expect(email.test('not-an-address')).toBe(false);
    const password = new RegExp(pattern('password') ?? '');
    expect(password.test('short')).toBe(false);
    expect(password.test('')).toBe(true);
    expect(password.test('long enough')).toBe(true);
  });
});
