/** A node of a tree answer of the server (organisations, resources). */
export interface TreeRecord {
  id: number;
  children?: TreeRecord[] | undefined;
}

/** Every node of a tree, depth first. */
export function flattenTree<T extends TreeRecord>(roots: readonly T[]): T[] {
  const all: T[] = [];
  const visit = (node: T) => {
    all.push(node);
    for (const child of (node.children ?? []) as T[]) visit(child);
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

/** The ids below a node. */
export function descendantsOf(node: TreeRecord): number[] {
  return flattenTree(node.children ?? []).map((child) => child.id);
}

/**
 * The checked ids as the checkbox tree shows them: a node counts as checked only when all
 * the nodes below it are checked too, or none of them is (a granted menu without its buttons);
 * a node with some checked and some unchecked nodes below it is shown half-checked.
 */
export function checkedForTree(roots: readonly TreeRecord[], checkedIds: readonly number[]) {
  const checked = new Set(checkedIds);
  return flattenTree(roots)
    .filter((node) => {
      if (!checked.has(node.id)) return false;
      const below = descendantsOf(node);
      const some = below.some((id) => checked.has(id));
      const all = below.every((id) => checked.has(id));
      return all || !some;
    })
    .map((node) => String(node.id));
}

/**
 * What a grant sends for a selection of the tree: the checked ids, and the ancestors of checked
 * nodes that are not checked themselves (half-checked, so that the way to them stays visible).
 */
export function grantOf(roots: readonly TreeRecord[], selected: readonly string[]) {
  const parents = parentsOf(roots);
  const resourceIds = selected.map(Number).filter((id) => parents.has(id));
  const checked = new Set(resourceIds);
  const half = new Set<number>();
  for (const id of resourceIds) {
    let parent = parents.get(id) ?? null;
    while (parent !== null) {
      if (!checked.has(parent)) half.add(parent);
      parent = parents.get(parent) ?? null;
    }
  }
  return { resourceIds, halfCheckedIds: [...half] };
}
