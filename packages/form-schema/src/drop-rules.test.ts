import { describe, expect, it } from 'vitest';
import { definitionOf, testIds } from '../test/helpers';
import { DROP_REFUSED_MESSAGE } from './constants';
import { createWidget } from './create-widget';
import { canDrop } from './drop-rules';
import { addWidget, moveWidget } from './edit';
import type { GridWidget, TableWidget, TabsWidget, Widget } from './types';

function setup() {
  const ids = testIds();
  const table = createWidget('table', { ids }) as TableWidget;
  const otherTable = createWidget('table', { ids }) as TableWidget;
  const grid = createWidget('grid', { ids }) as GridWidget;
  const tabs = createWidget('tabs', { ids }) as TabsWidget;
  const inCol = createWidget('input', { ids });
  const inTab = createWidget('input', { ids });
  const inOther = createWidget('input', { ids });
  const atRoot = createWidget('input', { ids });
  const definition = definitionOf(
    table,
    { ...otherTable, tableColumns: [inOther] } as Widget,
    { ...grid, columns: [{ ...grid.columns[0]!, list: [inCol] }, grid.columns[1]!] },
    { ...tabs, tabs: [{ ...tabs.tabs[0]!, list: [inTab] }, tabs.tabs[1]!] },
    atRoot,
  );
  return { ids, definition, table, otherTable, grid, tabs, inCol, inTab, inOther, atRoot };
}

describe('sub-table drop rules', () => {
  it.each(['grid', 'table', 'tabs', 'divider', 'report'] as const)(
    'refuses a %s dropped into a sub-table with "Don\'t support adding this field"',
    (type) => {
      const { definition, table } = setup();
      expect(canDrop(definition, { type }, { parent: table.key })).toEqual({
        allowed: false,
        reason: 'refused',
        message: DROP_REFUSED_MESSAGE,
      });
    },
  );

  it('accepts fields from the palette and from the form root', () => {
    const { definition, table, atRoot } = setup();
    expect(canDrop(definition, { type: 'input' }, { parent: table.key })).toEqual({
      allowed: true,
    });
    expect(
      canDrop(
        definition,
        { type: 'input', key: atRoot.key },
        { parent: table.key },
        { parent: null },
      ),
    ).toEqual({ allowed: true });
  });

  it('refuses widgets dragged out of a grid column, another table or a tab', () => {
    const { definition, table, grid, otherTable, tabs, inCol, inTab, inOther } = setup();
    const to = { parent: table.key };
    expect(
      canDrop(definition, { type: 'input', key: inCol.key }, to, { parent: grid.columns[0]!.key })
        .allowed,
    ).toBe(false);
    expect(
      canDrop(definition, { type: 'input', key: inOther.key }, to, { parent: otherTable.key })
        .allowed,
    ).toBe(false);
    expect(
      canDrop(definition, { type: 'input', key: inTab.key }, to, { parent: tabs.key, slot: 0 })
        .allowed,
    ).toBe(false);
  });

  it('refuses sources marked no-put', () => {
    const ids = testIds();
    const table = createWidget('table', { ids });
    const field = createWidget('input', { ids });
    const report = createWidget('report', { ids });
    const cell = report.rows[0]!.columns[0]!;
    const noPutCell = { ...cell, options: { ...cell.options, noPut: true }, list: [field] };
    const definition = definitionOf(table, {
      ...report,
      rows: [{ columns: [noPutCell] }],
    } as Widget);
    expect(
      canDrop(
        definition,
        { type: 'input', key: field.key },
        { parent: table.key },
        { parent: noPutCell.key },
      ).allowed,
    ).toBe(false);
  });

  it('makes insert and move throw the refusal', () => {
    const { definition, table, inCol, ids } = setup();
    expect(() =>
      addWidget(definition, 'grid', { ids, target: { list: { parent: table.key } } }),
    ).toThrow(expect.objectContaining({ code: 'DROP_REFUSED', message: DROP_REFUSED_MESSAGE }));
    expect(() => moveWidget(definition, inCol.key, { parent: table.key }, 0)).toThrow(
      DROP_REFUSED_MESSAGE,
    );
  });

  it('allows reordering the columns of the same sub-table', () => {
    const ids = testIds();
    const table = createWidget('table', { ids }) as TableWidget;
    const [x, y] = [createWidget('input', { ids }), createWidget('date', { ids })];
    const definition = definitionOf({ ...table, tableColumns: [x, y] });
    const next = moveWidget(definition, y.key, { parent: table.key }, 0);
    expect((next.list[0] as TableWidget).tableColumns.map((c) => c.key)).toEqual([y.key, x.key]);
  });

  it('reports lists that do not exist, and refuses bare columns and cells', () => {
    const { definition, grid } = setup();
    expect(canDrop(definition, { type: 'input' }, { parent: 'nowhere' })).toMatchObject({
      reason: 'not-found',
    });
    expect(canDrop(definition, { type: 'input' }, { parent: grid.key })).toMatchObject({
      reason: 'not-found',
    });
    expect(canDrop(definition, { type: 'col' }, { parent: null }).allowed).toBe(false);
  });
});
