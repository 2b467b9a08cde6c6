import { describe, expect, it } from 'vitest';
import type { OrgNode } from './user-api';
import { flattenOrgs, openOrgIds, orgTreeItems } from './org-tree';

const org = (id: number, orgName: string, children?: OrgNode[], status = 1): OrgNode =>
  ({ id, orgName, status, ...(children ? { children } : {}) }) as unknown as OrgNode;

// 总部 > 北京分公司 > 研发部 > 前端组, and a disabled 财务部 without children below 总部
const tree: OrgNode[] = [
  org(1, '总部', [
    org(2, '北京分公司', [org(3, '研发部', [org(4, '前端组')])]),
    org(5, '财务部', [], 0),
  ]),
  org(6, '子公司'),
];

describe('the organisation tree of the user screen', () => {
  it('lists every organisation in tree order, labelled with its path', () => {
    expect(flattenOrgs(tree)).toEqual([
      { id: 1, label: '总部' },
      { id: 2, label: '总部 / 北京分公司' },
      { id: 3, label: '总部 / 北京分公司 / 研发部' },
      { id: 4, label: '总部 / 北京分公司 / 研发部 / 前端组' },
      { id: 5, label: '总部 / 财务部' },
      { id: 6, label: '子公司' },
    ]);
    expect(flattenOrgs([])).toEqual([]);
  });

  it('marks disabled organisations and gives leaves no children', () => {
    const [head, other] = orgTreeItems(tree, '停用');
    expect(head?.id).toBe('1');
    expect(head?.children?.map((item) => item.label)).toEqual(['北京分公司', '财务部 (停用)']);
    // an empty list of children is a leaf too
    expect(head?.children?.[1]).not.toHaveProperty('children');
    expect(other).toEqual({ id: '6', label: '子公司' });
  });

  it('opens the parents of the first levels only', () => {
    expect(openOrgIds(tree, 3)).toEqual(['1', '2']);
    expect(openOrgIds(tree, 2)).toEqual(['1']);
    expect(openOrgIds(tree, 1)).toEqual([]);
    expect(openOrgIds(tree, 9)).toEqual(['1', '2', '3']);
  });
});
