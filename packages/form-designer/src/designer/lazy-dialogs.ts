/**
 * The dialogs the toolbar and the panels open, each loaded when first opened: none is part of
 * the designer's first paint, and together with what only they use (the code editor, the
 * preview's renderer, script parsing, list drag and drop) they are a large share of its
 * JavaScript. Render them inside `<Suspense>`; they are mounted only while open.
 */
import { lazy } from 'react';

export const PreviewDialog = lazy(() =>
  import('../dialogs/PreviewDialog').then((m) => ({ default: m.PreviewDialog })),
);
export const ImportJsonDialog = lazy(() =>
  import('../dialogs/ImportJsonDialog').then((m) => ({ default: m.ImportJsonDialog })),
);
export const JsonViewDialog = lazy(() =>
  import('../dialogs/JsonViewDialog').then((m) => ({ default: m.JsonViewDialog })),
);
export const CodeViewDialog = lazy(() =>
  import('../dialogs/CodeViewDialog').then((m) => ({ default: m.CodeViewDialog })),
);
export const CodeEditorDialog = lazy(() =>
  import('../dialogs/CodeEditorDialog').then((m) => ({ default: m.CodeEditorDialog })),
);
export const EventScriptDialog = lazy(() =>
  import('../dialogs/EventScriptDialog').then((m) => ({ default: m.EventScriptDialog })),
);
export const DataSourceDialog = lazy(() =>
  import('../dialogs/DataSourceDialog').then((m) => ({ default: m.DataSourceDialog })),
);
export const RichTextDialog = lazy(() =>
  import('../dialogs/RichTextDialog').then((m) => ({ default: m.RichTextDialog })),
);
export const TableDefaultValueDialog = lazy(() =>
  import('../dialogs/TableDefaultValueDialog').then((m) => ({
    default: m.TableDefaultValueDialog,
  })),
);
