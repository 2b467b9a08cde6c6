import { GitlabUserCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './gitlab.form.json';

describe('the GitLab user form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    // the platform user is chosen with Bind, not typed in the form
    const accepted = Object.keys(GitlabUserCreate.properties).filter((field) => field !== 'userId');
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(GitlabUserCreate.required ?? [])].sort());
  });

  it('checks the username and token as the server does', () => {
    const pattern = (model: string) =>
      new RegExp(
        definition.list
          .find((widget) => widget.model === model)
          ?.rules.flatMap((rule) => ('pattern' in rule ? [rule.pattern] : []))[0] ?? '',
      );
    expect(pattern('gitlabUsername').test('jane.doe')).toBe(true);
    expect(pattern('gitlabUsername').test('-jane')).toBe(false);
    expect(pattern('accessToken').test('')).toBe(true);
    expect(pattern('accessToken').test('glpat-1234567890')).toBe(true);
    expect(pattern('accessToken').test('short')).toBe(false);
    expect(pattern('accessToken').test('has a space')).toBe(false);
  });
});
