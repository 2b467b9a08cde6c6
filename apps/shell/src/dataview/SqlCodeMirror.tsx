import { PostgreSQL, keywordCompletionSource } from '@codemirror/lang-sql';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

const keywords = keywordCompletionSource(PostgreSQL);

/**
 * PostgreSQL's grammar, and its keywords offered on Ctrl+Space only: a list that opened while
 * typing would take the Enter meant to start a new line.
 */
const postgres = [
  PostgreSQL.language,
  PostgreSQL.language.data.of({
    autocomplete: (context: Parameters<typeof keywords>[0]) =>
      context.explicit ? keywords(context) : null,
  }),
];

/**
 * Token colours that keep 4.5:1 against the field's light grey (the editor's default style
 * has lighter ones, e.g. for quoted names and type names).
 */
const sqlHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#6a1b9a' },
  { tag: [tags.atom, tags.bool, tags.null], color: '#1a237e' },
  { tag: [tags.number, tags.literal], color: '#1b5e20' },
  { tag: tags.string, color: '#b71c1c' },
  { tag: [tags.special(tags.string), tags.escape, tags.regexp], color: '#a33b00' },
  { tag: [tags.typeName, tags.namespace], color: '#00695c' },
  { tag: [tags.special(tags.variableName), tags.macroName], color: '#0d47a1' },
  { tag: tags.comment, color: '#5f6368', fontStyle: 'italic' },
  { tag: tags.invalid, color: '#c62828' },
]);

/** What the SQL field gives the editor it loads on demand. */
export interface SqlCodeMirrorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editable area. */
  label: string;
  /** The id of the text under the field (its help or its problem). */
  describedBy: string;
  invalid: boolean;
  required: boolean;
  /** Longer texts are refused, as a text box's `maxLength` would. */
  maxLength?: number | undefined;
}

/**
 * CodeMirror 6 bound to a string, with PostgreSQL highlighting and keyword completion (Ctrl+Space). Tab is
 * left to the browser (it moves to the next field); the editable area carries the field's
 * name, description, `aria-invalid` and `aria-required`. Loaded lazily by `SqlEditor`.
 */
export default function SqlCodeMirror(props: SqlCodeMirrorProps) {
  const { value, onChange, label, describedBy, invalid, required, maxLength } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emit = useRef(onChange);
  const attributes = useRef(new Compartment());
  const limit = useRef(new Compartment());

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
          postgres,
          syntaxHighlighting(sqlHighlight),
          EditorState.tabSize.of(2),
          EditorView.lineWrapping,
          attributes.current.of([]),
          limit.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) emit.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    // Escape that the editor used (closing its completion list or search panel) must not also
    // close the dialog around it.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.defaultPrevented) event.stopPropagation();
    };
    parent.addEventListener('keydown', keepEscape);
    return () => {
      parent.removeEventListener('keydown', keepEscape);
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; the value and the rest are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(
        EditorView.contentAttributes.of({
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(required ? { 'aria-required': 'true' } : {}),
          spellcheck: 'false',
        }),
      ),
    });
  }, [label, describedBy, invalid, required]);

  useEffect(() => {
    view.current?.dispatch({
      effects: limit.current.reconfigure(
        maxLength === undefined
          ? []
          : EditorState.changeFilter.of(
              (transaction) =>
                transaction.newDoc.length <= maxLength || transaction.isUserEvent('delete'),
            ),
      ),
    });
  }, [maxLength]);

  // A value given from outside replaces the text (not the echo of the editor's own change).
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} />;
}
