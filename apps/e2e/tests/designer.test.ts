/**
 * The designer's drag and drop in Chromium: every palette widget dragged into the form, a grid
 * column, a tab pane, a report cell and a sub-table; moves out of one container into another;
 * a refused drop; a keyboard drag; merging and splitting report cells; undo and redo of each.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  DEFAULT_FORM_CONFIG,
  WIDGET_CATALOGUE,
  createWidget,
  paletteGroups,
  type FormDefinition,
  type GridWidget,
  type ReportWidget,
  type TableWidget,
  type TabsWidget,
  type Widget,
  type WidgetType,
} from '@org/form-schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drag, dragOver, dropShown, formEnd, middleOf } from './designer-drag';
import { pageSuite } from './platform';

const t = pageSuite('designer-page');
let tab: Page;
const errors: string[] = [];

const form = (...list: Widget[]): FormDefinition => ({ list, config: { ...DEFAULT_FORM_CONFIG } });

beforeAll(async () => {
  tab = await t.browser.newPage({ viewport: { width: 1500, height: 1100 } });
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await tab.goto(t.site.url);
  await tab.getByRole('navigation', { name: 'Widgets' }).waitFor();
});

afterAll(async () => {
  await tab?.close();
});

async function load(definition: FormDefinition) {
  await tab.evaluate((d) => window.designer.load(d), definition);
}

async function state() {
  return tab.evaluate(() => window.designer.state());
}

/** The designer's notice, shown as an alert. */
const refusal = () => tab.getByRole('alert').filter({ hasText: "Don't support adding this field" });

const list = (key: string | null, slot = 0) =>
  tab.locator(`[data-drop-list="${key ?? 'root'}:${slot}"]`);
const paletteItem = (type: WidgetType) => tab.locator(`[data-palette-type="${type}"]`).first();

function containers() {
  const grid = createWidget('grid', { name: 'Layout grid' });
  const tabs = createWidget('tabs', { name: 'Steps' });
  const report = createWidget('report', { name: 'Sheet' });
  const table = createWidget('table', { name: 'Lines' });
  return { grid, tabs, report, table, definition: form(grid, tabs, report, table) };
}

const REFUSED_IN_TABLE = new Set<WidgetType>(['grid', 'table', 'tabs', 'divider', 'report']);
const PALETTE_TYPES = Object.values(paletteGroups()).flat();

describe('designer drag and drop in Chromium', () => {
  it('drags every palette widget into the form, a grid column, a tab pane, a report cell and a sub-table', async () => {
    expect(PALETTE_TYPES.length).toBeGreaterThanOrEqual(25);
    for (const type of PALETTE_TYPES) {
      const { grid, tabs, report, table, definition } = containers();
      await load(definition);
      const col = grid.columns[0]!.key;
      const cell = report.rows[0]!.columns[0]!.key;
      await drag(tab, paletteItem(type), formEnd(tab));
      await drag(tab, paletteItem(type), middleOf(list(col)));
      await drag(tab, paletteItem(type), middleOf(list(tabs.key, 0)));
      await drag(tab, paletteItem(type), middleOf(list(cell)));
      await drag(tab, paletteItem(type), middleOf(list(table.key)));
      const { definition: after } = await state();
      const [g, tb, r, tbl, last] = after.list as [
        GridWidget,
        TabsWidget,
        ReportWidget,
        TableWidget,
        Widget,
      ];
      const where = `${type} (${WIDGET_CATALOGUE[type].names['en-US']})`;
      expect(last?.type, `${where} in the form`).toBe(type);
      expect(
        g.columns[0]!.list.map((w) => w.type),
        `${where} in a grid column`,
      ).toEqual([type]);
      expect(
        tb.tabs[0]!.list.map((w) => w.type),
        `${where} in a tab pane`,
      ).toEqual([type]);
      expect(
        r.rows[0]!.columns[0]!.list.map((w) => w.type),
        `${where} in a cell`,
      ).toEqual([type]);
      if (REFUSED_IN_TABLE.has(type)) {
        expect(tbl.tableColumns, `${where} refused by the sub-table`).toEqual([]);
        await refusal().first().waitFor();
      } else {
        expect(
          tbl.tableColumns.map((w) => w.type),
          `${where} in a sub-table`,
        ).toEqual([type]);
        expect(tbl.tableColumns[0]!.options).toMatchObject({ tableColumn: true, width: '200px' });
      }
    }
    expect(errors).toEqual([]);
  });

  it('drops into the second tab pane by way of its tab, and undoes and redoes each drop', async () => {
    const { tabs, definition } = containers();
    await load(definition);
    // Resting on the tab opens its pane; the drop goes into it.
    await drag(tab, paletteItem('input'), middleOf(tab.getByRole('tab', { name: 'Tab 2' })), () =>
      tab.getByRole('tab', { name: 'Tab 2', selected: true }).waitFor(),
    );
    let panes = ((await state()).definition.list[1] as TabsWidget).tabs;
    expect(panes[1]!.list.map((w) => w.type)).toEqual(['input']);
    await expect(
      tab.getByRole('tab', { name: 'Tab 2' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await drag(tab, paletteItem('select'), middleOf(list(tabs.key, 1)));
    panes = ((await state()).definition.list[1] as TabsWidget).tabs;
    expect(panes[1]!.list.map((w) => w.type)).toEqual(['input', 'select']);
    await tab.getByRole('button', { name: 'Undo' }).click();
    panes = ((await state()).definition.list[1] as TabsWidget).tabs;
    expect(panes[1]!.list.map((w) => w.type)).toEqual(['input']);
    await tab.getByRole('button', { name: 'Redo' }).click();
    panes = ((await state()).definition.list[1] as TabsWidget).tabs;
    expect(panes[1]!.list.map((w) => w.type)).toEqual(['input', 'select']);
  });

  it('moves a widget out of a grid column into a report cell and out to the form, one undo step each', async () => {
    const { grid, report, definition } = containers();
    const input = createWidget('input', { name: 'Mover' });
    const nested = {
      ...grid,
      columns: [{ ...grid.columns[0]!, list: [input] }, grid.columns[1]!],
    } as GridWidget;
    await load({ ...definition, list: [nested, ...definition.list.slice(1)] });
    await tab.getByRole('group', { name: 'Mover' }).click();
    const cell = report.rows[1]!.columns[1]!.key;
    await drag(tab, tab.getByRole('button', { name: 'Drag Mover' }), middleOf(list(cell)));
    let after = (await state()).definition;
    expect((after.list[0] as GridWidget).columns[0]!.list).toEqual([]);
    expect((after.list[2] as ReportWidget).rows[1]!.columns[1]!.list.map((w) => w.key)).toEqual([
      input.key,
    ]);
    await drag(tab, tab.getByRole('button', { name: 'Drag Mover' }), formEnd(tab));
    after = (await state()).definition;
    expect(after.list.at(-1)?.key).toBe(input.key);
    expect((after.list[2] as ReportWidget).rows[1]!.columns[1]!.list).toEqual([]);
    // Reorder within the form: to the very top.
    await drag(tab, tab.getByRole('button', { name: 'Drag Mover' }), async () => {
      const box = (await list(null).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + 4 };
    });
    expect((await state()).definition.list[0]?.key).toBe(input.key);

    await tab.getByRole('button', { name: 'Undo' }).click();
    expect((await state()).definition.list.at(-1)?.key).toBe(input.key);
    await tab.getByRole('button', { name: 'Undo' }).click();
    after = (await state()).definition;
    expect((after.list[2] as ReportWidget).rows[1]!.columns[1]!.list.map((w) => w.key)).toEqual([
      input.key,
    ]);
    await tab.getByRole('button', { name: 'Undo' }).click();
    after = (await state()).definition;
    expect((after.list[0] as GridWidget).columns[0]!.list.map((w) => w.key)).toEqual([input.key]);
    await tab.getByRole('button', { name: 'Redo' }).click();
    after = (await state()).definition;
    expect((after.list[2] as ReportWidget).rows[1]!.columns[1]!.list.map((w) => w.key)).toEqual([
      input.key,
    ]);
  });

  it('refuses a widget dragged from a grid column into a sub-table, and a grid from the palette', async () => {
    const { grid, table, definition } = containers();
    const input = createWidget('input', { name: 'Stay' });
    const nested = {
      ...grid,
      columns: [{ ...grid.columns[0]!, list: [input] }, grid.columns[1]!],
    } as GridWidget;
    const start = { ...definition, list: [nested, ...definition.list.slice(1)] };
    await load(start);
    const before = (await state()).definition;
    await drag(tab, paletteItem('grid'), middleOf(list(table.key)));
    await refusal().first().waitFor();
    expect((await state()).definition).toEqual(before);
    await tab.getByRole('group', { name: 'Stay' }).click();
    await drag(tab, tab.getByRole('button', { name: 'Drag Stay' }), middleOf(list(table.key)));
    expect((await state()).definition).toEqual(before);
  });

  it('scrolls the canvas while a drag rests near its bottom edge, and drops at the end', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      createWidget('input', { name: `Field ${i + 1}` }),
    );
    await load(form(...many));
    const scroller = tab.locator('[data-canvas-scroll]');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
    const source = await paletteItem('rate').boundingBox();
    const area = await scroller.boundingBox();
    if (!source || !area) throw new Error('No palette or canvas');
    await tab.mouse.move(source.x + 20, source.y + 10);
    await tab.mouse.down();
    await tab.mouse.move(source.x + 40, source.y + 30, { steps: 3 });
    await tab.mouse.move(area.x + area.width / 2, area.y + area.height - 10, { steps: 10 });
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop), {
        timeout: 15_000,
      })
      .toBeLessThan(2);
    const last = await tab.getByRole('group', { name: 'Field 40' }).boundingBox();
    if (!last) throw new Error('The last field is not shown');
    await tab.mouse.move(area.x + area.width / 2, last.y + last.height + 10, { steps: 4 });
    await dropShown(tab);
    await tab.mouse.up();
    await dragOver(tab);
    const after = (await state()).definition.list;
    expect(after).toHaveLength(41);
    expect(after.at(-1)?.type).toBe('rate');
  });

  it('drags with the keyboard and announces each step', async () => {
    const input = createWidget('input', { name: 'Keyed' });
    const grid = createWidget('grid', { name: 'Two columns' });
    await load(form(input, grid));
    await tab.getByRole('group', { name: 'Keyed' }).click();
    await tab.getByRole('button', { name: 'Drag Keyed' }).focus();
    const live = tab.locator('[id^="DndLiveRegion"]');
    await tab.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toContain('Picked up Keyed');
    // dnd-kit listens for the arrow keys from a timer set at the pick-up, which nothing in the
    // page shows; a zero timer set now runs after it (an order, not a pause), so no key is
    // pressed before the drag listens.
    await tab.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => live.textContent()).toContain('column 2 of Two columns');
    await tab.keyboard.press('Space');
    await expect
      .poll(() => live.textContent())
      .toContain('Keyed was dropped at position 1 of column 2');
    const after = (await state()).definition;
    expect((after.list[0] as GridWidget).columns[1]!.list.map((w) => w.key)).toEqual([input.key]);
    await tab.getByRole('button', { name: 'Undo' }).click();
    expect((await state()).definition.list[0]?.key).toBe(input.key);
  });

  it('merges and splits report cells from the cell menu, with undo and redo', async () => {
    const report = createWidget('report', { name: 'Sheet' });
    await load(form(report));
    const anchor = () =>
      state().then((s) => (s.definition.list[0] as ReportWidget).rows[0]!.columns[0]!.options);
    await tab.getByRole('cell', { name: 'Cell, row 1, column 1' }).click();
    await tab.getByRole('button', { name: 'Cell actions' }).click();
    await tab.getByRole('menuitem', { name: 'Merge right' }).click();
    expect(await anchor()).toMatchObject({ colspan: 2, rowspan: 1 });
    await tab.getByRole('button', { name: 'Cell actions' }).click();
    expect(
      await tab.getByRole('menuitem', { name: 'Merge down' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await tab.getByRole('menuitem', { name: 'Split columns' }).click();
    expect(await anchor()).toMatchObject({ colspan: 1, rowspan: 1 });
    await tab.getByRole('button', { name: 'Cell actions' }).click();
    await tab.getByRole('menuitem', { name: 'Merge down' }).click();
    expect(await anchor()).toMatchObject({ colspan: 1, rowspan: 2 });
    await tab.getByRole('button', { name: 'Cell actions' }).click();
    await tab.getByRole('menuitem', { name: 'Split rows' }).click();
    expect(await anchor()).toMatchObject({ colspan: 1, rowspan: 1 });
    await tab.getByRole('button', { name: 'Undo' }).click();
    expect(await anchor()).toMatchObject({ rowspan: 2 });
    await tab.getByRole('button', { name: 'Undo' }).click();
    expect(await anchor()).toMatchObject({ rowspan: 1, colspan: 1 });
    await tab.getByRole('button', { name: 'Undo' }).click();
    expect(await anchor()).toMatchObject({ colspan: 2 });
    await tab.getByRole('button', { name: 'Redo' }).click();
    expect(await anchor()).toMatchObject({ colspan: 1 });
    expect(errors).toEqual([]);
  });

  it('draws the containers on each platform (screenshots for review)', async () => {
    const { grid, tabs, report, table } = containers();
    const filled = form(
      createWidget('input', { name: 'Full name' }),
      {
        ...grid,
        columns: [
          { ...grid.columns[0]!, list: [createWidget('date', { name: 'Start' })] },
          { ...grid.columns[1]!, list: [createWidget('select', { name: 'Kind' })] },
        ],
      } as GridWidget,
      {
        ...tabs,
        tabs: [
          { ...tabs.tabs[0]!, list: [createWidget('radio', { name: 'Choice' })] },
          tabs.tabs[1]!,
        ],
      } as TabsWidget,
      {
        ...report,
        rows: [
          {
            columns: [
              { ...report.rows[0]!.columns[0]!, list: [createWidget('text')] },
              report.rows[0]!.columns[1]!,
            ],
          },
          report.rows[1]!,
        ],
      } as ReportWidget,
      {
        ...table,
        tableColumns: [
          createWidget('input', { name: 'Item' }),
          createWidget('number', { name: 'Cost' }),
        ],
      } as TableWidget,
      createWidget('divider', { name: 'Attachments' }),
      createWidget('imgupload', { name: 'Photos' }),
    );
    await load(filled);
    await tab.evaluate((key) => window.designer.select(key), report.key);
    const out = process.env.DESIGNER_SCREENSHOTS;
    for (const platform of ['PC', 'Pad', 'Mobile']) {
      await tab.getByRole('button', { name: platform, exact: true }).click();
      if (out) {
        await mkdir(out, { recursive: true });
        await tab.screenshot({
          path: resolve(out, `canvas-${platform.toLowerCase()}.png`),
          fullPage: true,
        });
      }
    }
    expect(await tab.locator('[data-widget-key]').count()).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });
});
