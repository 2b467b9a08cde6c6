/**
 * Tab panes of a tabs widget: add, rename, remove (a tabs widget keeps at least one pane) and
 * reorder. Pane names are `tab_{n}`, with `n` one more than the highest number in use.
 */
import { createTabPane } from './create-widget';
import { FormOperationError } from './errors';
import { findWidget, updateAt } from './tree';
import type { FormDefinition, TabPane, TabsWidget } from './types';

function requireTabs(definition: FormDefinition, tabsKey: string) {
  const found = findWidget(definition, tabsKey);
  if (!found) throw new FormOperationError('NOT_FOUND', `No widget with key "${tabsKey}"`, tabsKey);
  if (found.widget.type !== 'tabs') {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Tab panes belong to a tabs widget, not to a ${found.widget.type}`,
      tabsKey,
    );
  }
  return { path: found.path, tabs: found.widget };
}

function requirePane(tabs: TabsWidget, index: number): TabPane {
  const pane = Number.isInteger(index) ? tabs.tabs[index] : undefined;
  if (!pane) {
    throw new FormOperationError(
      'NOT_FOUND',
      `Tabs "${tabs.key}" has no pane ${index + 1} (it has ${tabs.tabs.length})`,
      tabs.key,
    );
  }
  return pane;
}

function withPanes(
  definition: FormDefinition,
  tabsKey: string,
  change: (tabs: TabsWidget) => TabPane[],
): FormDefinition {
  const { path } = requireTabs(definition, tabsKey);
  return updateAt(definition, path, (widget) =>
    widget.type === 'tabs' ? { ...widget, tabs: change(widget) } : widget,
  );
}

/** The number of the next pane: one more than the highest `tab_{n}` in use (or than the count). */
function nextPaneNumber(tabs: TabsWidget): number {
  let highest = tabs.tabs.length;
  for (const pane of tabs.tabs) {
    const match = /^tab_(\d+)$/.exec(pane.name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

/** Appends a new empty pane ("Tab n", `tab_n`) to a tabs widget. */
export function addTabPane(definition: FormDefinition, tabsKey: string): FormDefinition {
  return withPanes(definition, tabsKey, (tabs) => [
    ...tabs.tabs,
    createTabPane(nextPaneNumber(tabs)),
  ]);
}

/** Gives a pane a new label. The label must not be blank. */
export function renameTabPane(
  definition: FormDefinition,
  tabsKey: string,
  index: number,
  label: string,
): FormDefinition {
  const { tabs } = requireTabs(definition, tabsKey);
  const pane = requirePane(tabs, index);
  const trimmed = label.trim();
  if (trimmed === '') {
    throw new FormOperationError('NOT_ALLOWED', 'A tab pane needs a label', tabsKey);
  }
  if (trimmed === pane.label) return definition;
  return withPanes(definition, tabsKey, (widget) =>
    widget.tabs.map((p, i) => (i === index ? { ...p, label: trimmed } : p)),
  );
}

/** Whether the pane may be removed: it exists and is not the last one. */
export function canRemoveTabPane(
  definition: FormDefinition,
  tabsKey: string,
  index: number,
): boolean {
  const found = findWidget(definition, tabsKey)?.widget;
  return (
    found?.type === 'tabs' &&
    found.tabs.length > 1 &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < found.tabs.length
  );
}

/** Removes a pane with everything in it. A tabs widget keeps at least one pane. */
export function removeTabPane(
  definition: FormDefinition,
  tabsKey: string,
  index: number,
): FormDefinition {
  const { tabs } = requireTabs(definition, tabsKey);
  requirePane(tabs, index);
  if (tabs.tabs.length === 1) {
    throw new FormOperationError('NOT_ALLOWED', 'A tabs widget keeps at least one pane', tabsKey);
  }
  return withPanes(definition, tabsKey, (widget) => widget.tabs.filter((_, i) => i !== index));
}

/** Moves the pane at `from` to position `to` (the position it will have once moved). */
export function moveTabPane(
  definition: FormDefinition,
  tabsKey: string,
  from: number,
  to: number,
): FormDefinition {
  const { tabs } = requireTabs(definition, tabsKey);
  requirePane(tabs, from);
  requirePane(tabs, to);
  if (from === to) return definition;
  return withPanes(definition, tabsKey, (widget) => {
    const panes = widget.tabs.slice();
    const [pane] = panes.splice(from, 1);
    panes.splice(to, 0, pane as TabPane);
    return panes;
  });
}
