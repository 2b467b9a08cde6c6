import { EditorView } from '@codemirror/view';

// jsdom has no layout: CodeMirror measures ranges, which jsdom's Range cannot. Empty
// rectangles let it run (tests read and change the text, never positions).
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Object.assign(Range.prototype, {
    getClientRects: () => empty,
    getBoundingClientRect: () => ({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
    }),
  });
}

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
