import {
  createWidget,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TabsWidget,
} from '@org/form-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesignerDndProvider } from '../dnd/DesignerDndProvider';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { Canvas } from './Canvas';

const config = createDesignerStore().getState().designer.definition.config;
const form = (...list: FormDefinition['list']): FormDefinition => ({ list, config });

function setup(definition: FormDefinition) {
  // MUI menus keep pointer-events off while they close; a person waits for that, the test need not.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const result = renderDesigner(
    <DesignerDndProvider>
      <Canvas />
    </DesignerDndProvider>,
    { definition },
  );
  const list = () => result.store.getState().designer.definition.list;
  return { user, list, ...result };
}

describe('Canvas', () => {
  it('shows a hint on an empty form', () => {
    setup(form());
    expect(
      screen.getByText('Drag a widget from the left, or click one, to add it to the form.'),
    ).toBeInTheDocument();
  });

  it('draws each widget with data-widget-key and the model of data-bound ones', () => {
    const input = createWidget('input', { name: 'Name' });
    const divider = createWidget('divider', { name: 'Section' });
    const { container } = setup(form(input, divider));
    const item = container.querySelector(`[data-widget-key="${input.key}"]`)!;
    expect(within(item as HTMLElement).getByText(input.model)).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('Name')).toBeInTheDocument();
    const line = container.querySelector(`[data-widget-key="${divider.key}"]`) as HTMLElement;
    expect(within(line).queryByText(divider.model)).toBeNull();
  });

  it('shows clone, delete and drag handles on the selected widget only', async () => {
    const a = createWidget('input', { name: 'First' });
    const b = createWidget('input', { name: 'Second' });
    const { user, list, store } = setup(form(a, b));
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole('group', { name: 'Second' }));
    expect(store.getState().designer.selected).toBe(b.key);
    expect(screen.getByRole('button', { name: 'Drag Second' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag First' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clone Second' }));
    expect(list()).toHaveLength(3);
    expect(store.getState().designer.selected).toBe(list()[2]!.key);
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(list().map((w) => w.key)).toEqual([a.key, b.key]);
  });

  it('switches the platform; grid columns show the span of its breakpoint', async () => {
    const grid = createWidget('grid');
    const { user, store } = setup(form(grid));
    expect(screen.getAllByText('md 12')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mobile' }));
    expect(store.getState().designer.platform).toBe('mobile');
    expect(screen.getAllByText('xs 24')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pad' }));
    expect(screen.getAllByText('sm 12')).toHaveLength(2);
  });

  it('adds, clones and deletes grid columns (never the last)', async () => {
    const grid = createWidget('grid', { name: 'Layout' });
    const { user, list } = setup(form(grid));
    const columns = () => (list()[0] as GridWidget).columns;
    await user.click(screen.getByRole('group', { name: 'Layout' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(columns()).toHaveLength(3);
    await user.click(screen.getByRole('group', { name: 'Column 1' }));
    await user.click(screen.getByRole('button', { name: 'Clone column' }));
    expect(columns()).toHaveLength(4);
    for (let n = 4; n > 1; n--) {
      await user.click(screen.getByRole('group', { name: `Column ${n}` }));
      await user.click(screen.getByRole('button', { name: 'Delete column' }));
    }
    expect(columns()).toHaveLength(1);
    await user.click(screen.getByRole('group', { name: 'Column 1' }));
    expect(screen.getByRole('button', { name: 'Delete column' })).toBeDisabled();
  });

  it('adds, renames, reorders and removes tab panes', async () => {
    const tabs = createWidget('tabs', { name: 'Steps' });
    const { user, list } = setup(form(tabs));
    const labels = () => (list()[0] as TabsWidget).tabs.map((p) => p.label);
    await user.click(screen.getByRole('tab', { name: 'Tab 1' }));
    await user.click(screen.getByRole('button', { name: 'Add pane' }));
    expect(labels()).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    await user.click(screen.getByRole('tab', { name: 'Tab 3' }));
    await user.click(screen.getByRole('button', { name: 'Rename pane' }));
    const field = screen.getByRole('textbox', { name: 'Pane label' });
    await user.clear(field);
    await user.type(field, 'Review{Enter}');
    expect(labels()).toEqual(['Tab 1', 'Tab 2', 'Review']);
    await user.click(screen.getByRole('button', { name: 'Move pane left' }));
    expect(labels()).toEqual(['Tab 1', 'Review', 'Tab 2']);
    expect(screen.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove pane' }));
    await user.click(screen.getByRole('button', { name: 'Remove pane' }));
    expect(labels()).toEqual(['Tab 2']);
    expect(screen.getByRole('button', { name: 'Remove pane' })).toBeDisabled();
  });

  it('offers the cell menu with only the merges and splits form-schema allows', async () => {
    const report = createWidget('report', { name: 'Sheet' });
    const { user, list, store } = setup(form(report));
    const cells = () => (list()[0] as ReportWidget).rows.map((r) => r.columns);
    await user.click(screen.getByRole('cell', { name: 'Cell, row 1, column 1' }));
    await user.click(screen.getByRole('button', { name: 'Cell actions' }));
    expect(screen.getByRole('menuitem', { name: 'Split columns' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Merge down' }));
    expect(cells()[0]![0]!.options).toMatchObject({ colspan: 1, rowspan: 2 });
    expect(cells()[1]![0]!.options.invisible).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cell actions' }));
    // The cell to the right spans one row, this one two: no merge right.
    expect(screen.getByRole('menuitem', { name: 'Merge right' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Split rows' }));
    expect(cells()[0]![0]!.options).toMatchObject({ colspan: 1, rowspan: 1 });
    await user.click(screen.getByRole('button', { name: 'Cell actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Merge right' }));
    expect(cells()[0]![0]!.options).toMatchObject({ colspan: 2, rowspan: 1 });
    await user.click(screen.getByRole('button', { name: 'Cell actions' }));
    expect(screen.getByRole('menuitem', { name: 'Merge down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Split columns' }));
    expect(cells()[0]![1]!.options.invisible).toBe(false);
    act(() => void store.dispatch(designerActions.undone()));
    expect(cells()[0]![0]!.options).toMatchObject({ colspan: 2, rowspan: 1 });
  });

  it('adds and removes report rows and columns from the report handles', async () => {
    const report = createWidget('report', { name: 'Sheet' });
    const { user, list } = setup(form(report));
    const size = () => {
      const r = list()[0] as ReportWidget;
      return [r.rows.length, r.rows[0]!.columns.length];
    };
    await user.click(screen.getByRole('table', { name: 'Sheet' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(size()).toEqual([3, 3]);
    await user.click(screen.getByRole('button', { name: 'Remove last row' }));
    await user.click(screen.getByRole('button', { name: 'Remove last column' }));
    expect(size()).toEqual([2, 2]);
  });

  it('shows a sub-table with its row-number column and empty message', () => {
    const table = createWidget('table', { name: 'Expenses' });
    setup(form(table));
    const box = screen.getByRole('group', { name: 'Expenses' });
    expect(within(box).getAllByText('No.').length).toBeGreaterThan(0);
    expect(
      within(box).getByText('Drag fields here to add columns to the table'),
    ).toBeInTheDocument();
  });
});
