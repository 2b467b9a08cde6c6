import { CATEGORY_DEPTH, type CategoryNode, type Status } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { Queryable } from '../db/types';

/** Most rows a tree answer holds. */
export const TREE_ROW_LIMIT = 5000;

/** Levels of one level code: a letter and two digits (A01 … Z99), as the generated codes use. */
const LEVEL = /^[A-Z](0[1-9]|[1-9][0-9])$/;
const PER_LETTER = 99;
const LAST = 26 * PER_LETTER - 1;

function levelIndex(part: string): number {
  return (part.charCodeAt(0) - 65) * PER_LETTER + Number(part.slice(1)) - 1;
}

function levelPart(index: number): string {
  const letter = String.fromCharCode(65 + Math.floor(index / PER_LETTER));
  return `${letter}${String((index % PER_LETTER) + 1).padStart(2, '0')}`;
}

/**
 * The next generated code below `parentCode` (`''` for a root): the parent's code plus one
 * level part after the highest one its children use (`A01A01`, `A01A02`, …). Codes that do
 * not follow the pattern are skipped. Undefined when the level is full (after Z99).
 */
export function nextCategoryCode(
  parentCode: string,
  siblingCodes: readonly string[],
): string | undefined {
  let highest = -1;
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode)) continue;
    const part = code.slice(parentCode.length);
    if (LEVEL.test(part)) highest = Math.max(highest, levelIndex(part));
  }
  if (highest >= LAST) return undefined;
  return `${parentCode}${levelPart(highest + 1)}`;
}

/** The level of a category: 1 for a root (0 for none). */
export async function levelOf(db: Queryable, id: number): Promise<number> {
  const [row] = await queryRows<{ level: number | null }>(
    db,
    sql`with recursive up as (
          select id, parent_id, 1 as level from sys_category where id = ${id}
          union all
          select c.id, c.parent_id, up.level + 1
            from sys_category c join up on c.id = up.parent_id
           where up.level < 64)
        select max(level)::int as level from up`,
  );
  return Number(row?.level ?? 0);
}

/** The ids of a category and of every live category below it, with the sub-tree's height. */
export async function subtreeOf(
  db: Queryable,
  id: number,
): Promise<{ ids: Set<number>; height: number }> {
  const rows = await queryRows<{ id: number | string; depth: number }>(
    db,
    sql`with recursive down as (
          select id, 1 as depth from sys_category where id = ${id}
          union all
          select c.id, down.depth + 1
            from sys_category c join down on c.parent_id = down.id
           where c.deleted_at is null and down.depth < 64)
        select id, depth from down`,
  );
  return {
    ids: new Set(rows.map((row) => Number(row.id))),
    height: rows.reduce((max, row) => Math.max(max, Number(row.depth)), 0),
  };
}

interface NodeRow {
  id: number | string;
  parent_id: number | string | null;
  code: string;
  name: string;
  sort: number;
  status: number;
}

/**
 * The live categories below `parentId` (the roots when null), nested. With `status`, a
 * category of another status is left out together with everything below it.
 */
export async function categoryTree(
  db: Queryable,
  parentId: number | null,
  status: Status | undefined,
): Promise<CategoryNode[]> {
  const start = parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
  const onlyStatus = (alias: string) =>
    status === undefined ? sql.empty() : sql`and ${sql.raw(alias)}status = ${status}`;
  const rows = await queryRows<NodeRow>(
    db,
    sql`with recursive t as (
          select id, parent_id, code, name, sort, status, 1 as depth
            from sys_category
           where deleted_at is null and ${start} ${onlyStatus('')}
          union all
          select c.id, c.parent_id, c.code, c.name, c.sort, c.status, t.depth + 1
            from sys_category c join t on c.parent_id = t.id
           where c.deleted_at is null and t.depth < ${CATEGORY_DEPTH} ${onlyStatus('c.')})
        select id, parent_id, code, name, sort, status from t
         order by sort, id
         limit ${TREE_ROW_LIMIT}`,
  );
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(Number(row.id), {
      id: Number(row.id),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      code: row.code,
      name: row.name,
      sort: row.sort,
      status: row.status === 1 ? 1 : 0,
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
