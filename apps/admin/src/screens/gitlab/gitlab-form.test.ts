import { GitlabUserCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './gitlab.form.json';

describeFormDefinition('GitLab user', definition as FormDefinitionJson, GitlabUserCreate, [
  'userId',
]);

describe('the GitLab user form', () => {
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
