import type { Category, CategoryNode } from './category-api';

/** A category node with its depth (0 at the top level), in tree order. */
export interface FlatNode {
  node: CategoryNode;
  depth: number;
}

/** An item of the category tree as `RichTreeView` takes it (ids are strings). */
export interface CategoryTreeItem {
  id: string;
  label: string;
  children: CategoryTreeItem[];
}

/** Every category of the tree in tree order, with its depth. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0): FlatNode[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...flattenCategories(node.children ?? [], depth + 1),
  ]);
}

/** The id of `node` and of every category below it: where it cannot be moved. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The tree's items, "name（code）", a disabled category with `disabledMark` after it. */
export function categoryTreeItems(
  nodes: readonly CategoryNode[],
  disabledMark: string,
): CategoryTreeItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: `${node.name}（${node.code}）${node.status === 1 ? '' : ` ${disabledMark}`}`,
    children: categoryTreeItems(node.children ?? [], disabledMark),
  }));
}

/** The ids of the top-level categories that have children: the tree opens them at first. */
export function openRootIds(flat: readonly FlatNode[]): string[] {
  return flat
    .filter((entry) => entry.depth === 0 && (entry.node.children ?? []).length > 0)
    .map((entry) => String(entry.node.id));
}

/**
 * The tree's node of a list row. The list and the tree load apart, so a row the tree does not
 * hold yet stands for itself, without children.
 */
export function nodeOfRow(byId: ReadonlyMap<number, CategoryNode>, row: Category): CategoryNode {
  return (
    byId.get(row.id) ?? {
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      name: row.name,
      sort: row.sort,
      status: row.status,
    }
  );
}
