import {
  createWidget,
  type FormDefinition,
  type GridWidget,
  type TableWidget,
  type TabsWidget,
} from '@org/form-schema';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Canvas } from '../canvas/Canvas';
import { Palette } from '../palette/Palette';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { DesignerDndProvider } from './DesignerDndProvider';

const config = createDesignerStore().getState().designer.definition.config;
const form = (...list: FormDefinition['list']): FormDefinition => ({ list, config });
// jsdom lays nothing out and has no scrollIntoView; the keyboard sensor calls it on pick-up.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

/**
 * The drop line is on screen exactly while a drag is under way (the provider's drag store has a
 * source): it appears once a pick-up has been handled and goes once the drop or cancel has been.
 * (The keyboard sensor listens for the next keys from the task after the pick-up; awaiting
 * `findBy…`, like any user-event call, lets that task run.)
 */
const pickedUp = () => screen.findByTestId('drop-line');
const dropped = () => waitFor(() => expect(screen.queryByTestId('drop-line')).toBeNull());

function setup(definition: FormDefinition, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const user = userEvent.setup();
  const result = renderDesigner(
    <DesignerDndProvider>
      <Palette />
      <Canvas />
    </DesignerDndProvider>,
    { definition, locale },
  );
  const list = () => result.store.getState().designer.definition.list;
  return { user, list, ...result };
}

/**
 * Picks up the focused draggable with Space, presses the keys, drops with Space. An arrow key
 * moves the target synchronously (the sensor's coordinate getter), so only the pick-up and the
 * drop are waited for.
 */
async function keyboardDrag(user: ReturnType<typeof userEvent.setup>, keys: string) {
  await user.keyboard('[Space]');
  await pickedUp();
  for (const key of keys.split(' ').filter(Boolean)) await user.keyboard(`[${key}]`);
  await user.keyboard('[Space]');
  await dropped();
}

function liveRegion() {
  return document.querySelector('[id^="DndLiveRegion"]');
}

describe('keyboard dragging', () => {
  it('moves a widget into a grid column and back out, one undo step each', async () => {
    const input = createWidget('input', { name: 'Name' });
    const grid = createWidget('grid');
    const text = createWidget('text');
    const { user, list, store } = setup(form(input, grid, text));
    act(() => void store.dispatch(designerActions.widgetSelected(input.key)));
    screen.getByRole('button', { name: 'Drag Name' }).focus();
    // Places: before the grid, grid column 1, grid column 2, before the text, the end.
    await keyboardDrag(user, 'ArrowDown');
    expect(list().map((w) => w.type)).toEqual(['grid', 'text']);
    expect((list()[0] as GridWidget).columns[0]!.list.map((w) => w.key)).toEqual([input.key]);
    expect(liveRegion()?.textContent).toContain('Name was dropped at position 1 of column 1 of');

    screen.getByRole('button', { name: 'Drag Name' }).focus();
    await keyboardDrag(user, 'ArrowDown ArrowDown ArrowDown');
    expect(list().map((w) => w.key)).toEqual([grid.key, text.key, input.key]);
    expect((list()[0] as GridWidget).columns[0]!.list).toEqual([]);

    act(() => void store.dispatch(designerActions.undone()));
    expect((list()[0] as GridWidget).columns[0]!.list.map((w) => w.key)).toEqual([input.key]);
    act(() => void store.dispatch(designerActions.undone()));
    expect(list().map((w) => w.key)).toEqual([input.key, grid.key, text.key]);
  });

  it('adds a palette widget at the place chosen with the arrow keys', async () => {
    const tabs = createWidget('tabs');
    const { user, list } = setup(form(tabs));
    screen.getByRole('button', { name: 'Add Rate' }).focus();
    // From the end of the form: up to the end of pane 2, then of pane 1.
    await user.keyboard('[Space]');
    await pickedUp();
    expect(liveRegion()?.textContent).toContain('Picked up a new Rate');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Enter]');
    await dropped();
    const panes = (list()[0] as TabsWidget).tabs;
    expect(panes[0]!.list.map((w) => w.type)).toEqual(['rate']);
    expect(panes[1]!.list).toEqual([]);
    expect(list()).toHaveLength(1);
  });

  it('refuses a grid dropped into a sub-table: nothing changes, the notice says why', async () => {
    const table = createWidget('table');
    const { user, list, store } = setup(form(table));
    const before = store.getState().designer.definition;
    screen.getByRole('button', { name: 'Add Grid' }).focus();
    await keyboardDrag(user, 'ArrowUp');
    expect(list()).toBe(before.list);
    expect(store.getState().designer.notice?.message).toBe("Don't support adding this field");
    expect(liveRegion()?.textContent).toContain("Don't support adding this field");
    // An input is welcome there, as a 200 px column.
    screen.getByRole('button', { name: 'Add Input' }).focus();
    await keyboardDrag(user, 'ArrowUp');
    const columns = (list()[0] as TableWidget).tableColumns;
    expect(columns.map((w) => w.type)).toEqual(['input']);
    expect(columns[0]!.options).toMatchObject({ tableColumn: true, width: '200px' });
  });

  it('cancels with Escape and announces in Chinese', async () => {
    const input = createWidget('input', { name: '姓名' });
    const text = createWidget('text');
    const { user, list, store } = setup(form(input, text), 'zh-CN');
    act(() => void store.dispatch(designerActions.widgetSelected(input.key)));
    screen.getByRole('button', { name: '拖动姓名' }).focus();
    await user.keyboard('[Space]');
    await pickedUp();
    expect(liveRegion()?.textContent).toContain('已拿起姓名');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() => expect(liveRegion()?.textContent).toContain('已取消拖动'));
    expect(list().map((w) => w.key)).toEqual([input.key, text.key]);
  });
});
