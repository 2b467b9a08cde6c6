import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, definitionOf } from '../test/helpers';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { addTabPane, canRemoveTabPane, moveTabPane, removeTabPane, renameTabPane } from './tabs';
import type { FormDefinition, TabsWidget } from './types';

function tabsForm() {
  const tabs = createWidget('tabs');
  const input = createWidget('input');
  const other = createWidget('input');
  const definition = deepFreeze(
    definitionOf(
      input,
      {
        ...tabs,
        tabs: [{ ...tabs.tabs[0]!, list: [createWidget('text')] }, tabs.tabs[1]!],
      } as TabsWidget,
      other,
    ),
  );
  return { definition, key: tabs.key, input };
}

const panes = (definition: FormDefinition) => (definition.list[1] as TabsWidget).tabs;

describe('tab panes', () => {
  it('adds a pane named after the highest number in use, keeping the others untouched', () => {
    const { definition, key, input } = tabsForm();
    const next = addTabPane(definition, key);
    expect(panes(next).map((p) => [p.label, p.name, p.list.length])).toEqual([
      ['Tab 1', 'tab_1', 1],
      ['Tab 2', 'tab_2', 0],
      ['Tab 3', 'tab_3', 0],
    ]);
    expect(panes(next)[0]).toBe(panes(definition)[0]);
    expect(next.list[0]).toBe(input);
    const removed = removeTabPane(next, key, 1);
    expect(panes(addTabPane(removed, key)).map((p) => p.name)).toEqual(['tab_1', 'tab_3', 'tab_4']);
  });

  it('renames a pane with a trimmed label and refuses a blank one', () => {
    const { definition, key } = tabsForm();
    expect(panes(renameTabPane(definition, key, 1, '  Address ')).map((p) => p.label)).toEqual([
      'Tab 1',
      'Address',
    ]);
    expect(renameTabPane(definition, key, 0, 'Tab 1')).toBe(definition);
    expect(() => renameTabPane(definition, key, 0, '  ')).toThrow('A tab pane needs a label');
    expect(() => renameTabPane(definition, key, 5, 'x')).toThrow(/has no pane 6 \(it has 2\)/);
  });

  it('removes a pane with its widgets but never the last pane', () => {
    const { definition, key } = tabsForm();
    expect(canRemoveTabPane(definition, key, 0)).toBe(true);
    const once = removeTabPane(definition, key, 0);
    expect(panes(once).map((p) => p.name)).toEqual(['tab_2']);
    expect(canRemoveTabPane(once, key, 0)).toBe(false);
    expect(() => removeTabPane(once, key, 0)).toThrow(FormOperationError);
    expect(() => removeTabPane(once, key, 0)).toThrow('A tabs widget keeps at least one pane');
    expect(canRemoveTabPane(definition, key, 2)).toBe(false);
    expect(canRemoveTabPane(definition, 'missing', 0)).toBe(false);
  });

  it('moves a pane to a new position', () => {
    const { definition, key } = tabsForm();
    const moved = moveTabPane(definition, key, 0, 1);
    expect(panes(moved).map((p) => p.name)).toEqual(['tab_2', 'tab_1']);
    expect(panes(moved)[1]!.list).toHaveLength(1);
    expect(moveTabPane(definition, key, 1, 1)).toBe(definition);
    expect(() => moveTabPane(definition, key, 0, 2)).toThrow(/no pane 3/);
  });

  it('refuses other widgets and unknown keys with a clear error', () => {
    const { definition, input } = tabsForm();
    expect(() => addTabPane(definition, input.key)).toThrow(
      'Tab panes belong to a tabs widget, not to a input',
    );
    expect(() => addTabPane(definition, 'nope')).toThrow('No widget with key "nope"');
  });

  it('keeps every pane and widget through any sequence of pane edits (property)', () => {
    type Op =
      | { kind: 'add' }
      | { kind: 'remove'; at: number }
      | { kind: 'move'; from: number; to: number }
      | { kind: 'rename'; at: number; label: string };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.constant<Op>({ kind: 'add' }),
      fc.nat(6).map((at): Op => ({ kind: 'remove', at })),
      fc.tuple(fc.nat(6), fc.nat(6)).map(([from, to]): Op => ({ kind: 'move', from, to })),
      fc
        .tuple(fc.nat(6), fc.string({ minLength: 1, maxLength: 8 }))
        .map(([at, label]): Op => ({ kind: 'rename', at, label })),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const { definition, key } = tabsForm();
        let current = definition;
        let widgets = 1;
        for (const step of ops) {
          const before = panes(current);
          try {
            if (step.kind === 'add') current = addTabPane(current, key);
            if (step.kind === 'remove') {
              const lost = before[step.at]?.list.length ?? 0;
              current = removeTabPane(current, key, step.at);
              widgets -= lost;
            }
            if (step.kind === 'move') current = moveTabPane(current, key, step.from, step.to);
            if (step.kind === 'rename') current = renameTabPane(current, key, step.at, step.label);
          } catch (error) {
            expect(error).toBeInstanceOf(FormOperationError);
            expect(panes(current)).toBe(before);
          }
          const after = panes(current);
          expect(after.length).toBeGreaterThanOrEqual(1);
          expect(new Set(after.map((p) => p.name)).size).toBe(after.length);
          expect(after.every((p) => p.label.trim() !== '')).toBe(true);
          expect(after.reduce((n, p) => n + p.list.length, 0)).toBe(widgets);
          expect(current.list).toHaveLength(3);
        }
      }),
    );
  });
});
