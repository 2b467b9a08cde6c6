import { RoleCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './role.form.json';
import { checkedForTree, grantOf } from './tree-items';

describeFormDefinition('role', definition as FormDefinitionJson, RoleCreate);

describe('the role form', () => {
  it('checks codes with the pattern of the server', () => {
    const code = definition.list.find((widget) => widget.model === 'roleCode');
    const pattern = code?.rules.find((rule) => 'pattern' in rule) as { pattern: string };
    expect(pattern.pattern).toBe((RoleCreate.properties.roleCode as { pattern?: string }).pattern);
  });
});

/** dir 1 > menu 2 > buttons 3, 4; dir 1 > menu 5; dir 6 */
const tree = [
  {
    id: 1,
    children: [
      { id: 2, children: [{ id: 3 }, { id: 4 }] },
      { id: 5, children: [] },
    ],
  },
  { id: 6 },
];

describe('the grant tree', () => {
  it('shows a node checked when all below it, or none, are checked', () => {
    expect(checkedForTree(tree, [2, 3, 4])).toEqual(['2', '3', '4']);
    expect(checkedForTree(tree, [2])).toEqual(['2']);
  });

  it('shows a node with some of its nodes checked as half-checked, not checked', () => {
    expect(checkedForTree(tree, [1, 2, 3])).toEqual(['3']);
  });

  it('ignores granted ids that are no longer in the tree', () => {
    expect(checkedForTree(tree, [99, 6])).toEqual(['6']);
  });

  it('sends the checked nodes and their unchecked ancestors as half-checked', () => {
    expect(grantOf(tree, ['3'])).toEqual({ resourceIds: [3], halfCheckedIds: [2, 1] });
    expect(grantOf(tree, ['2', '3', '4', '6'])).toEqual({
      resourceIds: [2, 3, 4, 6],
      halfCheckedIds: [1],
    });
    expect(grantOf(tree, [])).toEqual({ resourceIds: [], halfCheckedIds: [] });
  });
});
