/**
 * The choice tree of the cascader: paths of values (what the form stores) and of items (what
 * the menus show), leaves under a node, and the flat list of paths that filtering searches.
 */
import type { ChoiceItem } from '../contract';
import { sameChoice } from './shared';

export type ValuePath = ReadonlyArray<ChoiceItem['value']>;

/** A stable text key of a value path. */
export function pathKey(path: ValuePath): string {
  return JSON.stringify(path);
}

export function valuesOf(items: readonly ChoiceItem[]): ChoiceItem['value'][] {
  return items.map((item) => item.value);
}

/** The items along a value path, or null when the tree has no such path. */
export function itemsAlong(tree: readonly ChoiceItem[], path: ValuePath): ChoiceItem[] | null {
  const found: ChoiceItem[] = [];
  let level: readonly ChoiceItem[] = tree;
  for (const value of path) {
    const item = level.find((candidate) => sameChoice(candidate.value, value));
    if (!item) return null;
    found.push(item);
    level = item.children ?? [];
  }
  return found;
}

export function hasChildren(item: ChoiceItem): boolean {
  return Array.isArray(item.children) && item.children.length > 0;
}

/** The value paths of every leaf at or under the end of `prefix`. */
export function leafPaths(prefix: readonly ChoiceItem[]): ChoiceItem[][] {
  const last = prefix[prefix.length - 1];
  if (!last) return [];
  if (!hasChildren(last)) return [[...prefix]];
  return (last.children ?? []).flatMap((child) => leafPaths([...prefix, child]));
}

export interface FlatPath {
  items: ChoiceItem[];
  key: string;
  /** The labels joined with ` / `, lower-cased, for searching. */
  search: string;
}

/** Every selectable path of the tree: leaves only, or every node with `anyLevel`. */
export function flattenPaths(tree: readonly ChoiceItem[], anyLevel: boolean): FlatPath[] {
  const out: FlatPath[] = [];
  const walk = (level: readonly ChoiceItem[], prefix: ChoiceItem[]) => {
    for (const item of level) {
      const items = [...prefix, item];
      if (anyLevel || !hasChildren(item)) {
        out.push({
          items,
          key: pathKey(valuesOf(items)),
          search: items
            .map((entry) => entry.label)
            .join(' / ')
            .toLowerCase(),
        });
      }
      if (hasChildren(item)) walk(item.children ?? [], items);
    }
  };
  walk(tree, []);
  return out;
}

/** The text of a chosen path: every label, or the last one only. */
export function pathText(items: readonly ChoiceItem[], showAllLevels: boolean): string {
  if (!showAllLevels) return items[items.length - 1]?.label ?? '';
  return items.map((item) => item.label).join(' / ');
}

/** The stored value as a list of paths: one path (single) or several (multiple). */
export function storedPaths(value: unknown, multiple: boolean): ValuePath[] {
  if (!Array.isArray(value) || value.length === 0) return [];
  if (!multiple) return [value as ValuePath];
  if (value.every(Array.isArray)) return value as ValuePath[];
  return [value as ValuePath];
}
