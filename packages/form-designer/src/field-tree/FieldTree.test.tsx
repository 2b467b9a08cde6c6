import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type GridWidget,
  type TabsWidget,
  type Widget,
} from '@org/form-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { designerActions } from '../store/designer-slice';
import { renderDesigner } from '../test-utils';
import { FieldTree } from './FieldTree';

function nestedForm() {
  const name = { ...createWidget('input'), name: 'Name' } as Widget;
  const age = { ...createWidget('number'), name: 'Age' } as Widget;
  const grid = createWidget('grid') as GridWidget;
  const withField = {
    ...grid,
    name: 'Layout',
    columns: [{ ...grid.columns[0]!, list: [age] }, ...grid.columns.slice(1)],
  };
  const tabs = createWidget('tabs') as TabsWidget;
  const note = { ...createWidget('textarea'), name: 'Note' } as Widget;
  const tabbed = {
    ...tabs,
    name: 'Sections',
    tabs: tabs.tabs.map((pane, i) => (i === 1 ? { ...pane, list: [note] } : pane)),
  };
  const emptyGrid = createWidget('grid');
  const divider = createWidget('divider');
  return {
    definition: {
      list: [name, withField, tabbed, emptyGrid, divider],
      config: { ...DEFAULT_FORM_CONFIG },
    },
    name,
    age,
    note,
    tabbed,
  };
}

const modelOf = (widget: Widget) => (widget as { model: string }).model;

describe('<FieldTree>', () => {
  it('lists the data-bound models nested by container, leaving out containers without fields', () => {
    const { definition, name, age, note, tabbed } = nestedForm();
    renderDesigner(<FieldTree />, { definition });
    const tree = screen.getByRole('navigation', { name: 'Fields' });
    const top = within(tree).getAllByRole('list')[0]!;
    const items = within(top)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(items).toEqual([
      `Name${modelOf(name)}`,
      'Layout',
      `Age${modelOf(age)}`,
      'Sections',
      `Note${modelOf(note)}`,
    ]);
    // The note sits under the label of its pane.
    const pane = within(tree).getByText(tabbed.tabs[1]!.label);
    expect(within(pane.parentElement!).getByRole('button', { name: /Note/ })).toBeInTheDocument();
  });

  it('says so when the form has no data field', () => {
    renderDesigner(<FieldTree />, {
      definition: { list: [createWidget('divider')], config: { ...DEFAULT_FORM_CONFIG } },
    });
    expect(screen.getByText('No data fields yet.')).toBeInTheDocument();
  });

  it('selects on click and scrolls the canvas item into view', async () => {
    const { definition, age } = nestedForm();
    const scroll = vi.fn();
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    const { store } = renderDesigner(
      <div data-form-designer="">
        <div
          data-widget-key={age.key}
          ref={(node) => void (node && (node.scrollIntoView = scroll))}
        />
        <FieldTree />
      </div>,
      { definition },
    );
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Age`) }));
    expect(store.getState().designer.selected).toBe(age.key);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    expect(screen.getByRole('button', { name: /^Age/ })).toHaveAttribute('aria-current', 'true');
    frame.mockRestore();
  });

  it('follows edits: a removed field and its undo', () => {
    const { definition, name } = nestedForm();
    const { store } = renderDesigner(<FieldTree />, { definition });
    act(() => void store.dispatch(designerActions.widgetDeleted(name.key)));
    expect(screen.queryByRole('button', { name: /^Name/ })).not.toBeInTheDocument();
    act(() => void store.dispatch(designerActions.undone()));
    expect(screen.getByRole('button', { name: /^Name/ })).toBeInTheDocument();
  });
});
