/**
 * What may be dropped where. The only refusals of the spec concern sub-tables; the others keep
 * the tree well formed (no container inside itself, columns and cells stay in their grid or
 * report).
 */
import { DROP_REFUSED_MESSAGE } from './constants';
import { resolveList } from './lists';
import { findWidget, isWithin, type ListRef } from './tree';
import type { FormDefinition, WidgetType } from './types';

/** Widget types that cannot become sub-table columns. */
export const TABLE_REFUSED_TYPES: ReadonlySet<WidgetType> = new Set<WidgetType>([
  'grid',
  'col',
  'table',
  'tabs',
  'divider',
  'report',
  'td',
]);

/** Where a dragged widget comes from: the palette, or a list of the form. */
export type DropSource = ListRef | 'palette';

export interface DropItem {
  type: WidgetType | string;
  /** Key of the widget when it already is in the form (a move). */
  key?: string;
}

export type DropCheck =
  | { allowed: true }
  | { allowed: false; reason: 'refused' | 'not-found' | 'cycle'; message: string };

const ALLOWED: DropCheck = Object.freeze({ allowed: true });

function refused(message = DROP_REFUSED_MESSAGE): DropCheck {
  return { allowed: false, reason: 'refused', message };
}

/** Whether the source list is one a sub-table refuses drops from (spec §2, canvas behaviour). */
function isRefusedTableSource(
  definition: FormDefinition,
  source: DropSource,
  tableKey: string,
): boolean {
  if (source === 'palette' || source.parent === null) return false;
  const owner = findWidget(definition, source.parent)?.widget;
  if (!owner) return false;
  if ((owner.options as { noPut?: unknown }).noPut === true) return true;
  if (owner.type === 'col' || owner.type === 'tabs') return true;
  return owner.type === 'table' && owner.key !== tableKey;
}

/**
 * Whether `item` may be dropped into the list `to`, coming from `from`. A sub-table refuses
 * grids, tables, tabs, dividers and reports, and refuses anything dragged out of a grid column,
 * another sub-table, a tab pane or a container marked `options.noPut`; the message is
 * "Don't support adding this field".
 */
export function canDrop(
  definition: FormDefinition,
  item: DropItem,
  to: ListRef,
  from: DropSource = 'palette',
): DropCheck {
  const target = resolveList(definition, to);
  if (!target) {
    return { allowed: false, reason: 'not-found', message: 'No list to drop into at this place' };
  }
  if (item.type === 'col' || item.type === 'td') return refused();
  if (item.key !== undefined && target.owner) {
    const moved = findWidget(definition, item.key);
    if (moved && isWithin(target.ownerPath, moved.path)) {
      return { allowed: false, reason: 'cycle', message: 'A widget cannot be moved into itself' };
    }
  }
  if (target.owner?.type === 'table') {
    if (TABLE_REFUSED_TYPES.has(item.type as WidgetType)) return refused();
    if (isRefusedTableSource(definition, from, target.owner.key)) return refused();
  }
  return ALLOWED;
}
