/**
 * The rich text toolbar described by `options.customToolbar`, which uses Quill's toolbar
 * notation: a list of groups, each a list of controls. A control is a format name (`'bold'`,
 * `'link'`, `'clean'`), a format with one value (`{ header: 1 }`, `{ list: 'bullet' }`), or a
 * format with a list of values to choose from (`{ header: [1, 2, false] }`, `{ color: [] }`,
 * an empty list meaning the default values). A flat list is one group. Unknown controls are
 * left out. An empty `customToolbar` gives the default toolbar.
 */

/** Icons of the toolbar (`editor-icons.tsx`), for controls that are not a letter. */
export type EditorIconName =
  | 'listOrdered'
  | 'listBullet'
  | 'listCheck'
  | 'alignCenter'
  | 'alignRight'
  | 'alignJustify'
  | 'rtl'
  | 'indentMore'
  | 'indentLess'
  | 'quote'
  | 'codeBlock'
  | 'code'
  | 'link'
  | 'image'
  | 'video'
  | 'clean'
  | 'subscript'
  | 'superscript';

/**
 * What a button shows: a letter or two that start its name (`B` of Bold, `H1`), or an icon.
 * Text that is not part of the accessible name would be a different name for voice control.
 */
export type Glyph = string | { icon: EditorIconName };

export type ToolbarControl =
  /** A format switched on and off (bold) or set to one value (header 1, ordered list). */
  | {
      kind: 'toggle';
      format: string;
      value: string | number | boolean;
      label: string;
      glyph: Glyph;
    }
  /** A format chosen from values (headers, sizes, colours, alignments). */
  | { kind: 'select'; format: string; values: Array<string | number | false>; label: string }
  /** An action: link, image and video ask for an address; clean removes formatting; indent. */
  | {
      kind: 'action';
      action: 'link' | 'image' | 'video' | 'clean' | 'indent+' | 'indent-';
      label: string;
      glyph: Glyph;
    };

export type ToolbarGroup = ToolbarControl[];

/** Toggles that take no value: label key and glyph. */
const SIMPLE: Readonly<Record<string, [string, Glyph]>> = {
  bold: ['widget.editor.bold', 'B'],
  italic: ['widget.editor.italic', 'I'],
  underline: ['widget.editor.underline', 'U'],
  strike: ['widget.editor.strike', 'S'],
  blockquote: ['widget.editor.blockquote', { icon: 'quote' }],
  'code-block': ['widget.editor.codeBlock', { icon: 'codeBlock' }],
  code: ['widget.editor.code', { icon: 'code' }],
};

const ACTIONS: Readonly<
  Record<string, [Extract<ToolbarControl, { kind: 'action' }>['action'], string, Glyph]>
> = {
  link: ['link', 'widget.editor.link', { icon: 'link' }],
  image: ['image', 'widget.editor.image', { icon: 'image' }],
  video: ['video', 'widget.editor.video', { icon: 'video' }],
  clean: ['clean', 'widget.editor.clean', { icon: 'clean' }],
};

/** Default choices of `{ format: [] }`. */
const DEFAULT_VALUES: Readonly<Record<string, Array<string | number | false>>> = {
  header: [1, 2, 3, false],
  size: ['small', false, 'large', 'huge'],
  align: [false, 'center', 'right', 'justify'],
  font: [false, 'serif', 'monospace'],
  color: [
    '#000000',
    '#e60000',
    '#ff9900',
    '#ffff00',
    '#008a00',
    '#0066cc',
    '#9933ff',
    '#ffffff',
    '#888888',
  ],
  background: [
    '#ffffff',
    '#facccc',
    '#ffebcc',
    '#ffffcc',
    '#cce8cc',
    '#cce0f5',
    '#ebd6ff',
    '#000000',
    '#bbbbbb',
  ],
};

const SELECT_LABELS: Readonly<Record<string, string>> = {
  header: 'widget.editor.headerMenu',
  size: 'widget.editor.size',
  align: 'widget.editor.align',
  font: 'widget.editor.font',
  color: 'widget.editor.color',
  background: 'widget.editor.background',
};

/** Label key and glyph of a format set to one value. */
function valued(format: string, value: unknown): [string, Glyph] | null {
  if (
    format === 'header' &&
    (value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6)
  ) {
    // The name starts with what the button shows (`H1`), for voice control.
    return ['widget.editor.headerButton', `H${value}`];
  }
  if (format === 'list') {
    if (value === 'ordered') return ['widget.editor.listOrdered', { icon: 'listOrdered' }];
    if (value === 'bullet') return ['widget.editor.listBullet', { icon: 'listBullet' }];
    if (value === 'check') return ['widget.editor.listCheck', { icon: 'listCheck' }];
  }
  if (format === 'script') {
    if (value === 'sub') return ['widget.editor.scriptSub', { icon: 'subscript' }];
    if (value === 'super') return ['widget.editor.scriptSuper', { icon: 'superscript' }];
  }
  if (format === 'direction' && value === 'rtl') return ['widget.editor.rtl', { icon: 'rtl' }];
  if (format === 'align' && typeof value === 'string') {
    const keys: Record<string, [string, Glyph]> = {
      center: ['widget.editor.alignCenter', { icon: 'alignCenter' }],
      right: ['widget.editor.alignRight', { icon: 'alignRight' }],
      justify: ['widget.editor.alignJustify', { icon: 'alignJustify' }],
    };
    return keys[value] ?? null;
  }
  return null;
}

function control(entry: unknown): ToolbarControl | null {
  if (typeof entry === 'string') {
    const simple = SIMPLE[entry];
    if (simple)
      return { kind: 'toggle', format: entry, value: true, label: simple[0], glyph: simple[1] };
    const action = ACTIONS[entry];
    if (action) return { kind: 'action', action: action[0], label: action[1], glyph: action[2] };
    return null;
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const [format, value] = Object.entries(entry)[0] ?? [];
  if (!format) return null;
  if (Array.isArray(value)) {
    const label = SELECT_LABELS[format];
    if (!label) return null;
    const values = (value.length > 0 ? value : (DEFAULT_VALUES[format] ?? [])).filter(
      (item): item is string | number | false =>
        typeof item === 'string' || typeof item === 'number' || item === false,
    );
    return values.length > 0 ? { kind: 'select', format, values, label } : null;
  }
  if (format === 'indent' && (value === '+1' || value === '-1')) {
    return {
      kind: 'action',
      action: value === '+1' ? 'indent+' : 'indent-',
      label: value === '+1' ? 'widget.editor.indentMore' : 'widget.editor.indentLess',
      glyph: { icon: value === '+1' ? 'indentMore' : 'indentLess' },
    };
  }
  const known = valued(format, value);
  if (!known || (typeof value !== 'string' && typeof value !== 'number')) return null;
  return { kind: 'toggle', format, value, label: known[0], glyph: known[1] };
}

/** The toolbar used when `customToolbar` is empty. */
export const DEFAULT_TOOLBAR: readonly unknown[] = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['blockquote', 'code-block', 'link'],
  ['clean'],
];

/** The groups of controls of a `customToolbar` (the default toolbar when empty). */
export function toolbarGroups(customToolbar: unknown): ToolbarGroup[] {
  const source =
    Array.isArray(customToolbar) && customToolbar.length > 0 ? customToolbar : DEFAULT_TOOLBAR;
  const groups: unknown[][] = Array.isArray(source[0])
    ? source.map((group) => (Array.isArray(group) ? group : [group]))
    : [[...source]];
  return groups
    .map((group) => group.map(control).filter((c): c is ToolbarControl => c !== null))
    .filter((group) => group.length > 0);
}
