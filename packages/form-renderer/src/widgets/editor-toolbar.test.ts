import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOLBAR, toolbarGroups } from './editor-toolbar';

describe('editor toolbar', () => {
  it('reads Quill toolbar groups', () => {
    const groups = toolbarGroups([
      ['bold', 'italic'],
      [{ header: 1 }, { header: 2 }],
      [{ list: 'ordered' }, { list: 'bullet' }],
      [{ indent: '-1' }, { indent: '+1' }],
      [{ size: ['small', false, 'large'] }, { color: [] }],
      ['link', 'clean'],
    ]);
    expect(groups.map((group) => group.map((control) => control.label))).toEqual([
      ['widget.editor.bold', 'widget.editor.italic'],
      ['widget.editor.headerButton', 'widget.editor.headerButton'],
      ['widget.editor.listOrdered', 'widget.editor.listBullet'],
      ['widget.editor.indentLess', 'widget.editor.indentMore'],
      ['widget.editor.size', 'widget.editor.color'],
      ['widget.editor.link', 'widget.editor.clean'],
    ]);
    const color = groups[4]?.[1];
    expect(color?.kind === 'select' && color.values.length).toBeGreaterThan(3);
  });

  it('treats a flat list as one group and leaves unknown controls out', () => {
    expect(toolbarGroups(['bold', 'formula', { mystery: true }, 'underline'])).toEqual([
      [
        { kind: 'toggle', format: 'bold', value: true, label: 'widget.editor.bold', glyph: 'B' },
        {
          kind: 'toggle',
          format: 'underline',
          value: true,
          label: 'widget.editor.underline',
          glyph: 'U',
        },
      ],
    ]);
  });

  it('gives the default toolbar when empty', () => {
    expect(toolbarGroups([])).toEqual(toolbarGroups(DEFAULT_TOOLBAR));
    expect(toolbarGroups(undefined).length).toBeGreaterThan(3);
  });
});
