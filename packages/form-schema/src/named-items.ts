/**
 * Rules shared by the form's named lists (data sources and event scripts): unique names, copy
 * names, and the editing session of a list with a saved flag (spec §4: add and clone leave the
 * list unsaved; adding, cloning or selecting another item is refused until it is saved; Cancel
 * goes back to the last saved list).
 */
import { defaultIdSource, type IdSource } from './ids';
import { scriptSyntaxError, type ScriptSyntaxError } from './script-syntax';

/** An entry of a named list: a generated key and a name unique in its list. */
export interface NamedItem {
  key: string;
  name: string;
}

/** A problem with one field of an item, e.g. `{ field: 'url', code: 'required' }`. */
/** A function body of `field` that does not parse, as an issue; undefined when it parses. */
export function syntaxIssue(
  field: string,
  body: string,
  params: readonly string[],
): ItemIssue | undefined {
  if (!body.trim()) return undefined;
  const syntax = scriptSyntaxError(body, params);
  if (!syntax) return undefined;
  const { line, column, message } = syntax;
  return {
    field,
    code: 'syntax',
    message: `does not parse: line ${line}, column ${column}: ${message}`,
    syntax,
  };
}

export interface ItemIssue {
  field: string;
  /**
   * `required`: empty; `repeated`: another item has the name; `invalid`: wrong value;
   * `syntax`: a function body that does not parse (where in `syntax`).
   */
  code: 'required' | 'repeated' | 'invalid' | 'syntax';
  message: string;
  /** Where and why a function body does not parse (code `syntax`). */
  syntax?: ScriptSyntaxError;
}

/** Whether another item (a different key) of the list already has this name. */
export function isNameTaken(
  items: readonly NamedItem[],
  name: string,
  exceptKey?: string,
): boolean {
  const wanted = name.trim();
  return items.some((item) => item.key !== exceptKey && item.name.trim() === wanted);
}

/** A key of the id source that no item of the list has. */
export function uniqueKey(items: readonly NamedItem[], ids: IdSource = defaultIdSource): string {
  const taken = new Set(items.map((item) => item.key));
  let key = ids.key();
  for (let tries = 0; taken.has(key) && tries < 1000; tries++) key = ids.key();
  if (taken.has(key)) throw new Error('The id source keeps answering keys already in use');
  return key;
}

/** `{name}_copy`, or `{name}_copy2`, `{name}_copy3`, … when that name is taken. */
export function copyName(items: readonly NamedItem[], name: string): string {
  const base = `${name}_copy`;
  if (!isNameTaken(items, base)) return base;
  for (let n = 2; ; n++) if (!isNameTaken(items, `${base}${n}`)) return `${base}${n}`;
}

/** Issues of the name field: required, and unique among the other items. */
export function nameIssues(
  items: readonly NamedItem[],
  item: NamedItem,
  repeatedMessage: string,
): ItemIssue[] {
  if (!item.name.trim()) return [{ field: 'name', code: 'required', message: 'name is required' }];
  if (isNameTaken(items, item.name, item.key))
    return [{ field: 'name', code: 'repeated', message: repeatedMessage }];
  return [];
}

/**
 * The editing session of a named list. `saved` is the list as last saved (what the form holds);
 * `items` is the list shown, which may hold one new, unsaved item; `draft` is the selected
 * item's form. `unsaved` is the saved flag inverted: true after add, clone or an edit of the
 * draft, false after save.
 */
export interface ListEditor<T extends NamedItem> {
  saved: readonly T[];
  items: readonly T[];
  selected: string | null;
  draft: T | null;
  unsaved: boolean;
}

/** Why a step of the session was refused. */
export type ListEditorRefusal =
  /** The draft is unsaved: save it first. */
  | 'unsaved'
  /** The draft does not pass validation (see `issues`). */
  | 'invalid'
  /** No item with that key. */
  | 'not-found';

export type ListEditorResult<T extends NamedItem> =
  | { ok: true; editor: ListEditor<T> }
  | { ok: false; refusal: ListEditorRefusal; issues: ItemIssue[] };

const refuse = <T extends NamedItem>(
  refusal: ListEditorRefusal,
  issues: ItemIssue[] = [],
): ListEditorResult<T> => ({ ok: false, refusal, issues });

/** A session over the saved list, with its first item selected. */
export function openListEditor<T extends NamedItem>(saved: readonly T[]): ListEditor<T> {
  const first = saved[0] ?? null;
  return { saved, items: saved, selected: first?.key ?? null, draft: first, unsaved: false };
}

/** Selects another item; refused while the draft is unsaved. */
export function selectItem<T extends NamedItem>(
  editor: ListEditor<T>,
  key: string,
): ListEditorResult<T> {
  if (key === editor.selected) return { ok: true, editor };
  const item = editor.items.find((entry) => entry.key === key);
  if (!item) return refuse('not-found');
  if (editor.unsaved) return refuse('unsaved');
  return { ok: true, editor: { ...editor, selected: key, draft: item } };
}

/** Appends a new item and selects it, unsaved; refused while the draft is unsaved. */
export function addItem<T extends NamedItem>(editor: ListEditor<T>, item: T): ListEditorResult<T> {
  if (editor.unsaved) return refuse('unsaved');
  return {
    ok: true,
    editor: {
      ...editor,
      items: [...editor.items, item],
      selected: item.key,
      draft: item,
      unsaved: true,
    },
  };
}

/** Changes the draft; the session becomes unsaved when something changed. */
export function editDraft<T extends NamedItem>(
  editor: ListEditor<T>,
  patch: Partial<Omit<T, 'key'>>,
): ListEditor<T> {
  if (!editor.draft) return editor;
  const draft = editor.draft as unknown as Record<string, unknown>;
  const changed = Object.entries(patch).some(([name, value]) => !Object.is(draft[name], value));
  if (!changed) return editor;
  return { ...editor, draft: { ...editor.draft, ...patch }, unsaved: true };
}

/**
 * Saves the draft into the list after `validate` (the item, and the other saved items) finds no
 * issue. The answer's `editor.saved` is the list to store in the form.
 */
export function saveDraft<T extends NamedItem>(
  editor: ListEditor<T>,
  validate: (item: T, others: readonly T[]) => ItemIssue[],
): ListEditorResult<T> {
  const { draft } = editor;
  if (!draft) return refuse('not-found');
  const others = editor.saved.filter((item) => item.key !== draft.key);
  const issues = validate(draft, others);
  if (issues.length > 0) return refuse('invalid', issues);
  const exists = editor.saved.some((item) => item.key === draft.key);
  const saved = exists
    ? editor.saved.map((item) => (item.key === draft.key ? draft : item))
    : [...editor.saved, draft];
  // The shown list keeps its order; a new item is already in it.
  const items = editor.items.some((item) => item.key === draft.key)
    ? editor.items.map((item) => (item.key === draft.key ? draft : item))
    : [...editor.items, draft];
  return { ok: true, editor: { saved, items, selected: draft.key, draft, unsaved: false } };
}

/**
 * Removes an item from both lists (after the user confirmed). Removing the unsaved draft itself
 * is allowed and ends the unsaved state; removing another item while unsaved is refused.
 */
export function deleteItem<T extends NamedItem>(
  editor: ListEditor<T>,
  key: string,
): ListEditorResult<T> {
  const index = editor.items.findIndex((item) => item.key === key);
  if (index < 0) return refuse('not-found');
  const removingDraft = key === editor.selected;
  if (editor.unsaved && !removingDraft) return refuse('unsaved');
  const items = editor.items.filter((item) => item.key !== key);
  const saved = editor.saved.filter((item) => item.key !== key);
  if (!removingDraft) return { ok: true, editor: { ...editor, items, saved } };
  const next = items[Math.min(index, items.length - 1)] ?? null;
  return {
    ok: true,
    editor: { saved, items, selected: next?.key ?? null, draft: next, unsaved: false },
  };
}

/** Moves an item within the shown and saved lists; refused while unsaved. */
export function moveItem<T extends NamedItem>(
  editor: ListEditor<T>,
  from: number,
  to: number,
): ListEditorResult<T> {
  if (editor.unsaved) return refuse('unsaved');
  const moved = editor.items[from];
  if (!moved || to < 0 || to >= editor.items.length) return refuse('not-found');
  const items = [...editor.items];
  items.splice(from, 1);
  items.splice(to, 0, moved);
  return { ok: true, editor: { ...editor, items, saved: items } };
}

/** Cancel: back to the last saved list, nothing unsaved kept. */
export function revertListEditor<T extends NamedItem>(editor: ListEditor<T>): ListEditor<T> {
  const selected = editor.saved.find((item) => item.key === editor.selected) ?? editor.saved[0];
  return {
    saved: editor.saved,
    items: editor.saved,
    selected: selected?.key ?? null,
    draft: selected ?? null,
    unsaved: false,
  };
}
