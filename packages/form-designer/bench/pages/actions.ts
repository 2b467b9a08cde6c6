/**
 * The edits the benchmark times, as store actions on the large form: each returns the action
 * for the n-th run, chosen among top-level fields in the middle of the form so that every run
 * touches a different widget.
 */
import { ROOT_LIST, type FormDefinition, type Widget } from '@org/form-schema';
import type { UnknownAction } from '@reduxjs/toolkit';
import { designerActions } from '../../src/store/designer-slice';
import { propertyActions } from '../../src/store/property-edits';

export type BenchAction = 'select' | 'add' | 'move' | 'property edit' | 'undo';
export const BENCH_ACTIONS: BenchAction[] = ['select', 'add', 'move', 'property edit', 'undo'];

const fields = (definition: FormDefinition): Widget[] =>
  definition.list.filter((widget) => widget.type !== 'grid');

/** What runs before the timed action (not timed), and the timed action itself. */
export function actionFor(
  name: BenchAction,
  run: number,
  definition: FormDefinition,
): { before: UnknownAction[]; timed: UnknownAction } {
  const list = fields(definition);
  const middle = Math.floor(list.length / 2);
  const widget = list[(middle + run * 7) % list.length]!;
  switch (name) {
    case 'select':
      return { before: [], timed: designerActions.widgetSelected(widget.key) };
    case 'add':
      return {
        before: [designerActions.widgetSelected(widget.key)],
        timed: designerActions.widgetAdded({ type: 'input' }),
      };
    case 'move':
      return {
        before: [],
        timed: designerActions.widgetMoved({
          key: widget.key,
          to: ROOT_LIST,
          index: Math.max(0, definition.list.indexOf(widget) - 40),
        }),
      };
    case 'property edit':
      return {
        before: [designerActions.widgetSelected(widget.key), propertyActions.fieldLeft()],
        timed: propertyActions.labelChanged({
          key: widget.key,
          name: `Edited ${run}`,
          field: 'name',
        }),
      };
    case 'undo':
      return {
        before: [
          designerActions.widgetSelected(widget.key),
          propertyActions.labelChanged({ key: widget.key, name: `Undone ${run}`, field: 'name' }),
          propertyActions.fieldLeft(),
        ],
        timed: designerActions.undone(),
      };
  }
}
