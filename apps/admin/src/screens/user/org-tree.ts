import type { OrgNode } from './user-api';
import type { LinkChoice } from './user-links-form';

/** The id of the scope tree's first item, 全部机构: choosing it lifts the scope. */
export const ALL_ORGS = 'all';

/** An item of the scope tree as `RichTreeView` takes it (ids are strings). */
export interface OrgTreeItem {
  id: string;
  label: string;
  children?: OrgTreeItem[];
}

/** Every organisation of the tree in tree order, labelled with its path ("总部 / 研发部"). */
export function flattenOrgs(nodes: readonly OrgNode[], prefix = ''): LinkChoice[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.orgName}` : node.orgName;
    return [{ id: node.id, label }, ...flattenOrgs(node.children ?? [], label)];
  });
}

/**
 * The organisations as tree items. A disabled one stays in the tree (its users are still
 * listed) with `disabledMark` after its name; a leaf has no `children`, so it shows no toggle.
 */
export function orgTreeItems(nodes: readonly OrgNode[], disabledMark: string): OrgTreeItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.status === 1 ? node.orgName : `${node.orgName} (${disabledMark})`,
    ...(node.children && node.children.length > 0
      ? { children: orgTreeItems(node.children, disabledMark) }
      : {}),
  }));
}

/**
 * The ids to open so that the first `levels` levels of the tree show: every organisation with
 * children above the last of those levels.
 */
export function openOrgIds(nodes: readonly OrgNode[], levels: number): string[] {
  const ids: string[] = [];
  const walk = (level: readonly OrgNode[], depth: number) => {
    for (const node of level) {
      if (!node.children?.length || depth >= levels) continue;
      ids.push(String(node.id));
      walk(node.children, depth + 1);
    }
  };
  walk(nodes, 1);
  return ids;
}
