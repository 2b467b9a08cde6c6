/**
 * What the field tree shows of a form: the data-bound widgets, nested under the containers
 * that hold them (grid, tabs with their panes, report, sub-table). Columns and cells are
 * see-through; containers without a data-bound widget inside are left out. Results are cached
 * per list and per widget, so an edit recomputes only the path to what changed.
 */
import { childSlots, isDataBound, type Widget } from '@org/form-schema';

/** A list of the tree under a widget: a tab pane has a label, the other containers none. */
export interface FieldGroup {
  key: string;
  label: string | null;
  widgets: readonly Widget[];
}

const entriesCache = new WeakMap<readonly Widget[], readonly Widget[]>();
const holdsCache = new WeakMap<Widget, boolean>();

const seeThrough = (widget: Widget) => widget.type === 'col' || widget.type === 'td';

/** Whether a container holds a data-bound widget at any depth. */
function holdsField(widget: Widget): boolean {
  let holds = holdsCache.get(widget);
  if (holds === undefined) {
    holds = childSlots(widget).some((slot) =>
      slot.some((child) => isDataBound(child) || holdsField(child)),
    );
    holdsCache.set(widget, holds);
  }
  return holds;
}

/** The widgets a list shows: its data-bound widgets and containers holding some. */
export function fieldEntries(list: readonly Widget[]): readonly Widget[] {
  let entries = entriesCache.get(list);
  if (!entries) {
    const found: Widget[] = [];
    for (const widget of list) {
      if (seeThrough(widget)) {
        for (const slot of childSlots(widget)) found.push(...fieldEntries(slot));
      } else if (isDataBound(widget) || holdsField(widget)) {
        found.push(widget);
      }
    }
    entries = found;
    entriesCache.set(list, entries);
  }
  return entries;
}

/** The groups under a widget: one per tab pane holding fields, else one unlabelled group. */
export function fieldGroups(widget: Widget): FieldGroup[] {
  if (widget.type === 'tabs') {
    return widget.tabs
      .map((pane, index) => ({
        key: `${widget.key}:${index}`,
        label: pane.label,
        widgets: fieldEntries(pane.list),
      }))
      .filter((group) => group.widgets.length > 0);
  }
  const widgets = childSlots(widget).flatMap((slot) => fieldEntries(slot));
  return widgets.length > 0 ? [{ key: widget.key, label: null, widgets }] : [];
}

/** The model name of a data-bound widget, else undefined. */
export function modelOf(widget: Widget): string | undefined {
  if (!isDataBound(widget)) return undefined;
  const model = (widget as { model?: unknown }).model;
  return typeof model === 'string' && model !== '' ? model : undefined;
}
