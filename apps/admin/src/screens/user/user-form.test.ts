import { UserCreate, UserUpdate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './user.form.json';

/** Set in the assignment dialogs (roles, organisations with the main one, positions, groups). */
const ASSIGNED = ['roleIds', 'orgIds', 'mainOrgId', 'positionIds', 'groupIds'];

describe('the user form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    const accepted = Object.keys(UserCreate.properties).filter(
      (field) => !ASSIGNED.includes(field),
    );
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(UserCreate.required ?? [])].sort());
  });

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
