import { RESOURCE_PARENTS, RESOURCE_TYPES, type ResourceType } from '@org/api-contract';

/** A node of a tree answer of the server. */
export interface TreeRecord {
  id: number;
  children?: readonly TreeRecord[] | undefined;
}

/** Every node of a tree, depth first. */
export function flattenTree<T extends TreeRecord>(roots: readonly T[]): T[] {
  const all: T[] = [];
  const visit = (node: T) => {
    all.push(node);
    for (const child of (node.children ?? []) as readonly T[]) visit(child);
  };
  roots.forEach(visit);
  return all;
}

/** The parent id of every node (`null` for the roots). */
export function parentsOf(roots: readonly TreeRecord[]): Map<number, number | null> {
  const parents = new Map<number, number | null>();
  for (const node of flattenTree(roots)) {
    if (!parents.has(node.id)) parents.set(node.id, null);
    for (const child of node.children ?? []) parents.set(child.id, node.id);
  }
  return parents;
}

/** The ids below a node, any level. */
export const descendantsOf = (node: TreeRecord): number[] =>
  flattenTree(node.children ?? []).map((child) => child.id);

/** The kinds of resources that may go under a node of `type` (`null`: at the top). */
export function childTypes(type: ResourceType | null): ResourceType[] {
  return RESOURCE_TYPES.filter((kind) => RESOURCE_PARENTS[kind].includes(type));
}

/** The kind a new resource below a node of `type` most often is, of those allowed there. */
export function defaultChildType(type: ResourceType | null): ResourceType | null {
  const likely: Record<string, ResourceType> = {
    top: 'MENU',
    DIR: 'MENU',
    MENU: 'PAGE',
    PAGE: 'BUTTON',
  };
  const allowed = childTypes(type);
  const first = likely[type ?? 'top'];
  return first !== undefined && allowed.includes(first) ? first : (allowed[0] ?? null);
}

/**
 * The checked ids a checkbox tree starts from, out of a role's grant: a granted node shows
 * checked when all the nodes below it are granted too, or none of them is (a menu granted
 * without its buttons); with some of them, it shows half-checked.
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
 * Checks or unchecks a node: with everything below it; then each ancestor is checked when all
 * its children are, and unchecked otherwise.
 */
export function toggleChecked(
  roots: readonly TreeRecord[],
  checked: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> {
  const node = flattenTree(roots).find((candidate) => candidate.id === id);
  if (!node) return new Set(checked);
  const next = new Set(checked);
  for (const changed of [id, ...descendantsOf(node)]) {
    if (on) next.add(changed);
    else next.delete(changed);
  }
  const parents = parentsOf(roots);
  const byId = new Map(flattenTree(roots).map((candidate) => [candidate.id, candidate]));
  let parent = parents.get(id) ?? null;
  while (parent !== null) {
    const children = byId.get(parent)?.children ?? [];
    if (children.every((child) => next.has(child.id))) next.add(parent);
    else next.delete(parent);
    parent = parents.get(parent) ?? null;
  }
  return next;
}

/** How a node shows: checked, half-checked (some below it checked) or unchecked. */
export function checkState(node: TreeRecord, checked: ReadonlySet<number>): 'on' | 'half' | 'off' {
  if (checked.has(node.id)) return 'on';
  return descendantsOf(node).some((id) => checked.has(id)) ? 'half' : 'off';
}

/**
 * What a grant sends for the checked nodes: their ids, and the ancestors of checked nodes that
 * are not checked themselves (half-checked, so the way to them stays in the menus).
 */
export function grantOf(roots: readonly TreeRecord[], checked: ReadonlySet<number>) {
  const parents = parentsOf(roots);
  const resourceIds = [...checked].filter((id) => parents.has(id)).sort((a, b) => a - b);
  const half = new Set<number>();
  for (const id of resourceIds) {
    let parent = parents.get(id) ?? null;
    while (parent !== null) {
      if (!checked.has(parent)) half.add(parent);
      parent = parents.get(parent) ?? null;
    }
  }
  return { resourceIds, halfCheckedIds: [...half].sort((a, b) => a - b) };
}
