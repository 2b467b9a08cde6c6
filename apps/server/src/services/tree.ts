import type { TreeNode } from '@org/api-contract';

/** What a tree needs of a row: its id and its parent's. */
export interface TreeRow {
  id: number;
  parentId: number | null;
}

/**
 * Nests `rows` (already in sibling order) into a tree of at most `depth` levels. A row whose
 * parent is not among the rows becomes a root. Nodes at the last level keep `hasChildren`
 * but answer no `children` (a client loads them with the children call).
 */
export function buildTree<T extends TreeRow, R>(
  rows: readonly T[],
  map: (row: T) => R,
  depth: number,
): TreeNode<R>[] {
  const ids = new Set(rows.map((row) => row.id));
  const kids = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = kids.get(parent);
    if (list) list.push(row);
    else kids.set(parent, [row]);
  }
  const build = (row: T, level: number): TreeNode<R> => {
    const below = kids.get(row.id) ?? [];
    const node: TreeNode<R> = { ...map(row), hasChildren: below.length > 0 };
    if (below.length > 0 && level < depth) {
      node.children = below.map((child) => build(child, level + 1));
    }
    return node;
  };
  return (kids.get(null) ?? []).map((row) => build(row, 1));
}

/**
 * The rows that match, with every ancestor of a match (so the tree still leads to it), in
 * the order of `rows`.
 */
export function withAncestors<T extends TreeRow>(
  rows: readonly T[],
  matches: (row: T) => boolean,
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (!matches(row)) continue;
    let current: T | undefined = row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.id));
}

/**
 * The rows where one of `textsOf(row)` contains `keyword` (ignoring case), with their
 * ancestors; every row when the keyword is missing or blank. The keyword search of the trees.
 */
export function matchingKeyword<T extends TreeRow>(
  rows: readonly T[],
  keyword: string | undefined,
  textsOf: (row: T) => readonly string[],
): readonly T[] {
  const part = keyword?.trim().toLowerCase() ?? '';
  if (part === '') return rows;
  return withAncestors(rows, (row) =>
    textsOf(row).some((text) => text.toLowerCase().includes(part)),
  );
}
