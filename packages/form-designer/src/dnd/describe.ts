/** Words for a drop place, for screen-reader announcements. */
import { findWidget, type FormDefinition, type ListRef } from '@org/form-schema';
import type { TFunction } from 'i18next';

export function describeList(definition: FormDefinition, ref: ListRef, t: TFunction): string {
  if (ref.parent === null) return t('dnd.root');
  const found = findWidget(definition, ref.parent);
  if (!found) return t('dnd.root');
  const { widget, parent } = found;
  const slot = ref.slot ?? 0;
  if (widget.type === 'col' && parent?.type === 'grid') {
    const n = parent.columns.findIndex((c) => c.key === widget.key) + 1;
    return t('dnd.col', { n, grid: parent.name });
  }
  if (widget.type === 'tabs') {
    return t('dnd.pane', { pane: widget.tabs[slot]?.label ?? slot + 1, tabs: widget.name });
  }
  if (widget.type === 'td' && parent?.type === 'report') {
    const row = parent.rows.findIndex((r) => r.columns.some((c) => c.key === widget.key));
    const col = parent.rows[row]?.columns.findIndex((c) => c.key === widget.key) ?? 0;
    return t('dnd.td', { row: row + 1, col: col + 1, report: parent.name });
  }
  if (widget.type === 'table') return t('dnd.table', { table: widget.name });
  return widget.name;
}
