import {
  addItem,
  deleteItem,
  editDraft,
  moveItem,
  openListEditor,
  revertListEditor,
  saveDraft,
  selectItem,
  type ItemIssue,
  type ListEditor,
  type ListEditorResult,
  type NamedItem,
} from '@org/form-schema';
import { useEffect, useState } from 'react';

export interface ListEditorMessages {
  /** Shown when a step is refused because the draft is unsaved. */
  unsaved: () => void;
  /** Shown when the draft does not pass validation. */
  invalid: (issues: ItemIssue[]) => void;
}

/**
 * The editing session of a named list inside a dialog (form-schema's list editor): opened from
 * the saved list each time the dialog opens; refusals reported through `messages`.
 */
export function useListEditor<T extends NamedItem>(
  open: boolean,
  saved: readonly T[],
  messages: ListEditorMessages,
  /** Adjusts the session when it opens (e.g. selects the item an event is bound to). */
  initial?: (editor: ListEditor<T>) => ListEditor<T>,
) {
  const [editor, setEditor] = useState<ListEditor<T>>(() => openListEditor(saved));
  const [issues, setIssues] = useState<ItemIssue[]>([]);

  useEffect(() => {
    if (open) {
      setEditor(initial ? initial(openListEditor(saved)) : openListEditor(saved));
      setIssues([]);
    }
    // Only a new opening starts a new session; saves while open come from this session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const apply = (result: ListEditorResult<T>): ListEditor<T> | null => {
    if (result.ok) {
      setEditor(result.editor);
      setIssues([]);
      return result.editor;
    }
    if (result.refusal === 'unsaved') messages.unsaved();
    if (result.refusal === 'invalid') {
      setIssues(result.issues);
      messages.invalid(result.issues);
    }
    return null;
  };

  return {
    editor,
    issues,
    add: (item: T) => apply(addItem(editor, item)),
    select: (key: string) => apply(selectItem(editor, key)),
    remove: (key: string) => apply(deleteItem(editor, key)),
    move: (from: number, to: number) => apply(moveItem(editor, from, to)),
    edit: (patch: Partial<Omit<T, 'key'>>) => {
      setEditor((current) => editDraft(current, patch));
      setIssues((current) => current.filter((issue) => !(issue.field in patch)));
    },
    save: (validate: (item: T, others: readonly T[]) => ItemIssue[], prepare?: (item: T) => T) =>
      apply(
        saveDraft(
          prepare && editor.draft ? { ...editor, draft: prepare(editor.draft) } : editor,
          validate,
        ),
      ),
    revert: () => setEditor(revertListEditor(editor)),
    /** Whether a step on an item other than the draft would be refused now. */
    blocked: () => editor.unsaved,
  };
}
