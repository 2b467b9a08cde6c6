import { OrgCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './org.form.json';

// the parent comes from the tree (or the move dialog) and the leader from the user picker
describeFormDefinition('organisation', definition as FormDefinitionJson, OrgCreate, [
  'parentId',
  'leaderUserId',
]);

describe('the organisation form', () => {
  it('offers exactly the categories the server knows', () => {
    const category = definition.list.find((widget) => widget.model === 'orgCategory');
    const values = (category?.options as { options?: { value: string }[] }).options?.map(
      (option) => option.value,
    );
    expect(values).toEqual(OrgCreate.properties.orgCategory.enum);
  });
});
