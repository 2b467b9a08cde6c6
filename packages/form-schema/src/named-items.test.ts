import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  copyName,
  deleteItem,
  editDraft,
  isNameTaken,
  moveItem,
  openListEditor,
  revertListEditor,
  saveDraft,
  selectItem,
  type ItemIssue,
  type ListEditor,
  type NamedItem,
} from './named-items';

const a = { key: 'a', name: 'alpha' };
const b = { key: 'b', name: 'beta' };
const validate = (item: NamedItem, others: readonly NamedItem[]): ItemIssue[] =>
  isNameTaken(others, item.name) ? [{ field: 'name', code: 'repeated', message: 'taken' }] : [];

function ok<T extends NamedItem>(
  result: { ok: true; editor: ListEditor<T> } | { ok: false },
): ListEditor<T> {
  if (!result.ok) throw new Error('refused');
  return result.editor;
}

describe('copyName', () => {
  it('adds _copy, then numbers it when taken', () => {
    expect(copyName([a], 'alpha')).toBe('alpha_copy');
    expect(copyName([a, { key: 'c', name: 'alpha_copy' }], 'alpha')).toBe('alpha_copy2');
  });
});

describe('list editor', () => {
  it('opens on the first saved item, saved', () => {
    const editor = openListEditor([a, b]);
    expect(editor).toMatchObject({ selected: 'a', draft: a, unsaved: false });
  });

  it('refuses to add, select or delete another item while a new item is unsaved', () => {
    const editor = ok(addItem(openListEditor([a]), { key: 'n', name: 'new' }));
    expect(editor.unsaved).toBe(true);
    expect(editor.selected).toBe('n');
    expect(addItem(editor, { key: 'm', name: 'm' })).toMatchObject({
      ok: false,
      refusal: 'unsaved',
    });
    expect(selectItem(editor, 'a')).toMatchObject({ ok: false, refusal: 'unsaved' });
    expect(deleteItem(editor, 'a')).toMatchObject({ ok: false, refusal: 'unsaved' });
    expect(moveItem(editor, 0, 1)).toMatchObject({ ok: false, refusal: 'unsaved' });
  });

  it('marks an edit unsaved, and an edit that changes nothing not', () => {
    const editor = openListEditor([a, b]);
    expect(editDraft(editor, { name: 'alpha' })).toBe(editor);
    expect(editDraft(editor, { name: 'other' }).unsaved).toBe(true);
  });

  it('saves a valid draft into the saved list and clears the flag', () => {
    const added = ok(addItem(openListEditor([a]), { key: 'n', name: 'new' }));
    const saved = ok(saveDraft(added, validate));
    expect(saved.saved).toEqual([a, { key: 'n', name: 'new' }]);
    expect(saved.unsaved).toBe(false);
    expect(ok(selectItem(saved, 'a')).draft).toEqual(a);
  });

  it('refuses to save a repeated name with the issues', () => {
    const editor = editDraft(openListEditor([a, b]), { name: 'beta' });
    const result = saveDraft(editor, validate);
    expect(result).toMatchObject({ ok: false, refusal: 'invalid', issues: [{ code: 'repeated' }] });
  });

  it('reverts to the last saved list on cancel', () => {
    const editor = editDraft(ok(addItem(openListEditor([a]), { key: 'n', name: 'n' })), {
      name: 'x',
    });
    const reverted = revertListEditor(editor);
    expect(reverted).toEqual({ saved: [a], items: [a], selected: 'a', draft: a, unsaved: false });
  });

  it('deletes the unsaved draft itself and selects its neighbour', () => {
    const editor = ok(addItem(openListEditor([a, b]), { key: 'n', name: 'n' }));
    const after = ok(deleteItem(editor, 'n'));
    expect(after).toMatchObject({ items: [a, b], selected: 'b', unsaved: false });
    expect(ok(deleteItem(after, 'a')).saved).toEqual([b]);
  });

  it('keeps saved names unique whatever the user does (property)', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), name: fc.constantFrom('x', 'y', 'alpha') }),
      fc.record({ op: fc.constant('edit' as const), name: fc.constantFrom('x', 'y', 'beta', '') }),
      fc.record({ op: fc.constant('select' as const), at: fc.nat(5) }),
      fc.record({ op: fc.constant('delete' as const), at: fc.nat(5) }),
      fc.record({ op: fc.constant('save' as const) }),
      fc.record({ op: fc.constant('cancel' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let editor: ListEditor<NamedItem> = openListEditor([a, b]);
        let next = 0;
        for (const s of steps) {
          const at = 'at' in s ? editor.items[s.at % Math.max(1, editor.items.length)] : undefined;
          let result: ReturnType<typeof saveDraft<NamedItem>> | undefined;
          if (s.op === 'add') result = addItem(editor, { key: `k${next++}`, name: s.name });
          if (s.op === 'edit') editor = editDraft(editor, { name: s.name });
          if (s.op === 'select' && at) result = selectItem(editor, at.key);
          if (s.op === 'delete' && at) result = deleteItem(editor, at.key);
          if (s.op === 'save')
            result = saveDraft(editor, (item, others) =>
              item.name
                ? validate(item, others)
                : [{ field: 'name', code: 'required', message: '' }],
            );
          if (s.op === 'cancel') editor = revertListEditor(editor);
          if (result?.ok) editor = result.editor;
          const names = editor.saved.map((item) => item.name);
          expect(new Set(names).size).toBe(names.length);
          expect(names).not.toContain('');
          for (const item of editor.saved)
            expect(editor.items.some((shown) => shown.key === item.key)).toBe(true);
        }
      }),
    );
  });
});
