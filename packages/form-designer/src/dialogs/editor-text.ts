import { EditorView } from '@codemirror/view';

/** Test helper: the whole text of the CodeMirror editor with this accessible name's element. */
export function editorText(element: HTMLElement): string {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not a CodeMirror editor');
  return view.state.doc.toString();
}

/** Test helper: replaces the text of a CodeMirror editor as typing would. */
export function setEditorText(element: HTMLElement, text: string): void {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not a CodeMirror editor');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
