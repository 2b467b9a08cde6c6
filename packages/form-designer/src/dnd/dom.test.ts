import { describe, expect, it } from 'vitest';
import { dropSequence, forgetItems, itemsOf, listAttributes, listRefOf } from './dom';

/** Builds `<div data-drop-list>` / `<div data-drop-item>` trees from a compact description. */
function list(parent: string | null, slot: number, ...items: HTMLElement[]): HTMLElement {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(listAttributes(parent, slot))) {
    el.setAttribute(name, value);
  }
  // A wrapper between a list and its items, as containers draw them.
  const inner = document.createElement('div');
  inner.append(...items);
  el.append(inner);
  return el;
}

function item(key: string, ...lists: HTMLElement[]): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-drop-item', '');
  el.setAttribute('data-widget-key', key);
  const column = document.createElement('div');
  column.setAttribute('data-widget-key', `${key}-col`);
  column.append(...lists);
  el.append(column);
  return el;
}

const describePlaces = (places: ReturnType<typeof dropSequence>) =>
  places.map((p) => `${p.list.getAttribute('data-drop-list')}@${p.index}`);

describe('drop places read from the DOM', () => {
  it('steps through every place in reading order, into and out of nested lists', () => {
    forgetItems();
    const root = document.createElement('div');
    const grid = item('grid', list('c1', 0, item('x')), list('c2', 0));
    root.append(list(null, 0, item('a'), grid, item('b')));
    expect(describePlaces(dropSequence(root, null))).toEqual([
      'root:0@0',
      'root:0@1',
      'c1:0@0',
      'c1:0@1',
      'c2:0@0',
      'root:0@2',
      'root:0@3',
    ]);
  });

  it('leaves out the dragged widget and the lists inside it', () => {
    forgetItems();
    const root = document.createElement('div');
    const grid = item('grid', list('c1', 0, item('x')));
    root.append(list(null, 0, item('a'), grid));
    expect(describePlaces(dropSequence(root, grid))).toEqual(['root:0@0', 'root:0@1']);
    const form = root.firstElementChild as HTMLElement;
    expect(itemsOf(form, grid).map((el) => el.getAttribute('data-widget-key'))).toEqual(['a']);
  });

  it('reads a list reference back from its attributes', () => {
    expect(listRefOf(list(null, 0))).toEqual({ parent: null });
    expect(listRefOf(list('tabs1', 2))).toEqual({ parent: 'tabs1', slot: 2 });
  });
});
