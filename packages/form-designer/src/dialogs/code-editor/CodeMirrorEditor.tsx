import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { xml } from '@codemirror/lang-xml';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { CodeEditorProps, CodeMode } from './types';

function language(mode: CodeMode): Extension {
  switch (mode) {
    case 'xml':
      return xml();
    case 'html':
      return html();
    case 'json':
      return json();
    case 'css':
      return css();
    case 'javascript':
      return javascript();
  }
}

/** Font size 13 and the given height; the editor scrolls inside it. */
function look(height: number): Extension {
  return EditorView.theme({
    '&': { height: `${height}px`, fontSize: '13px', border: '1px solid rgba(0,0,0,0.23)' },
    '&.cm-focused': { outline: '2px solid #1976d2', outlineOffset: '-1px' },
    '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    // The default active-line tint lowers the contrast of green tokens below 4.5:1.
    '.cm-activeLine': { backgroundColor: 'transparent' },
  });
}

/**
 * CodeMirror 6 bound to a string: the language of `mode`, tab size 2, font size 13, an
 * accessible label on the editable area. Loaded lazily (see `LazyCodeEditor`).
 */
export default function CodeMirrorEditor(props: CodeEditorProps) {
  const { value, onChange, mode, height = 460, label, readOnly = false } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emit = useRef(onChange);
  const settings = useRef(new Compartment());

  useEffect(() => {
    emit.current = onChange;
  });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          EditorState.tabSize.of(2),
          settings.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) emit.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; value, mode and the rest are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // A read-only text scrolls by keyboard from its scroller.
    if (view.current) view.current.scrollDOM.tabIndex = readOnly ? 0 : -1;
    view.current?.dispatch({
      effects: settings.current.reconfigure([
        language(mode),
        look(height),
        // Read-only text stays focusable and selectable (to copy a part, to scroll by keyboard).
        EditorState.readOnly.of(readOnly),
        EditorView.contentAttributes.of({
          'aria-label': label,
          role: 'textbox',
          'aria-multiline': 'true',
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        }),
      ]),
    });
  }, [mode, height, label, readOnly]);

  // A value given from outside replaces the text (not the echo of the editor's own change).
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} data-code-mode={mode} />;
}
