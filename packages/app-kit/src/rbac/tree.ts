import { RESOURCE_PARENTS, RESOURCE_TYPES, type ResourceType } from '@org/api-contract';

// The rules of the resource tree and of the grant tree, as pure functions over the server's tree
// answers: both apps' role and resource screens draw from these, and the tests pin them.

/** A node of a tree answer of the server (resources, organisations). */
export interface TreeRecord {
  id: number;
  children?: readonly TreeRecord[] | undefined;
}

/** Every node of a tree, depth first (a parent before its children). */
export function flattenTree<T extends TreeRecord>(roots: readonly T[]): T[] {
  const all: T[] = [];
  const visit = (node: T) => {
    all.push(node);
    for (const child of (node.children ?? []) as readonly T[]) visit(child);
  };
  roots.forEach(visit);
  return all;
}

/** The parent id of every node of a tree (`null` for the roots). */
export function parentsOf(roots: readonly TreeRecord[]): Map<number, number | null> {
  const parents = new Map<number, number | null>();
  const visit = (node: TreeRecord, parent: number | null) => {
    parents.set(node.id, parent);
    for (const child of node.children ?? []) visit(child, node.id);
  };
  for (const root of roots) visit(root, null);
  return parents;
}

/** The ids below a node, at any depth. */
export function descendantsOf(node: TreeRecord): number[] {
  return flattenTree(node.children ?? []).map((child) => child.id);
}

/** The ids of the nodes that have children (what "expand all" opens). */
export function parentIds(roots: readonly TreeRecord[]): number[] {
  return flattenTree(roots)
    .filter((node) => (node.children ?? []).length > 0)
    .map((node) => node.id);
}

/** The nodes from a root down to the node `id` (empty when it is not in the tree). */
export function pathTo<T extends TreeRecord>(roots: readonly T[], id: number): T[] {
  for (const root of roots) {
    if (root.id === id) return [root];
    const below = pathTo((root.children ?? []) as readonly T[], id);
    if (below.length > 0) return [root, ...below];
  }
  return [];
}

/** The nodes that share the node `id`'s parent, itself included, in the tree's order. */
export function siblingsOf<T extends TreeRecord>(roots: readonly T[], id: number): readonly T[] {
  const path = pathTo(roots, id);
  const parent = path.at(-2);
  return parent ? ((parent.children ?? []) as readonly T[]) : roots;
}

/** The kinds of resources that may go under a node of `type` (`null`: at the top). */
export function childTypes(type: ResourceType | null): ResourceType[] {
  return RESOURCE_TYPES.filter((kind) => RESOURCE_PARENTS[kind].includes(type));
}

/** The kind a new resource below a node of `type` most often is, of those allowed there. */
export function defaultChildType(type: ResourceType | null): ResourceType | null {
  const likely: Partial<Record<ResourceType | 'top', ResourceType>> = {
    top: 'MENU',
    DIR: 'MENU',
    MENU: 'PAGE',
    PAGE: 'BUTTON',
  };
  const allowed = childTypes(type);
  const first = likely[type ?? 'top'];
  return first !== undefined && allowed.includes(first) ? first : (allowed[0] ?? null);
}

/** A sort number after the last of `siblings` (steps of ten leave room between). */
export function nextSort(siblings: readonly { sort: number }[]): number {
  return Math.floor(Math.max(0, ...siblings.map((node) => node.sort)) / 10) * 10 + 10;
}

/**
 * The sort numbers that move the node `id` one place up (`by` -1) or down (1) among its
 * `siblings`: every sibling numbered again in steps of ten, so that equal or crowded numbers
 * end up in order too. Null when it cannot move that way (first, last, or not among them).
 */
export function reorder(
  siblings: readonly (TreeRecord & { sort: number })[],
  id: number,
  by: -1 | 1,
): { id: number; sort: number }[] | null {
  const order = [...siblings];
  const at = order.findIndex((node) => node.id === id);
  const other = order[at + by];
  const node = order[at];
  if (at < 0 || !other || !node) return null;
  order[at + by] = node;
  order[at] = other;
  return order.map((sibling, index) => ({ id: sibling.id, sort: (index + 1) * 10 }));
}

/**
 * The checked nodes a checkbox tree starts from, out of a role's grant: a granted node shows
 * checked when all the nodes below it are granted too, or none of them is (a menu granted
 * without its buttons); with only some of them it shows half-checked, so it is left out.
 */
export function checkedForTree(roots: readonly TreeRecord[], granted: readonly number[]): number[] {
  const given = new Set(granted);
  return flattenTree(roots)
    .filter((node) => {
      if (!given.has(node.id)) return false;
      const below = descendantsOf(node);
      return below.every((id) => given.has(id)) || !below.some((id) => given.has(id));
    })
    .map((node) => node.id);
}

/**
 * What a grant sends for the checked nodes: their ids (those of the tree), and the ancestors of
 * checked nodes that are not checked themselves (half-checked, so that the way to a granted page
 * stays in the menus). Both sorted, so a grant reads the same however it was checked.
 */
export function grantOf(roots: readonly TreeRecord[], checked: Iterable<number>) {
  const parents = parentsOf(roots);
  const resourceIds = [...new Set(checked)].filter((id) => parents.has(id)).sort((a, b) => a - b);
  const kept = new Set(resourceIds);
  const half = new Set<number>();
  for (const id of resourceIds) {
    let parent = parents.get(id) ?? null;
    while (parent !== null) {
      if (!kept.has(parent)) half.add(parent);
      parent = parents.get(parent) ?? null;
    }
  }
  return { resourceIds, halfCheckedIds: [...half].sort((a, b) => a - b) };
}
