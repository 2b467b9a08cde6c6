import type { EditorWidget as EditorWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Quill, { type Range } from 'quill';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetComponentProps } from '../contract';
import { toolbarGroups, type ToolbarControl } from './editor-toolbar';
import { EditorToolbar } from './EditorToolbar';
import { controlLook, flag, numberOr, text } from './shared';

/**
 * The editor's HTML, or '' when it is empty (Quill then holds a single line break). Quill
 * writes every space as `&nbsp;`; single spaces between words become plain spaces again.
 */
function readHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replace(/([^\s;])&nbsp;(?=[^\s&])/g, '$1 ');
}

/**
 * Rich text on Quill 2, driven directly (no React wrapper) and loaded on first use. The toolbar
 * follows `customToolbar` (Quill's notation) with accessible buttons; `height` sets the editing
 * area. What the editor emits, and what it loads, goes through `services.sanitizeHtml`. It is
 * read-only when disabled or `readonly`.
 */
/** Quill's indent classes: 3 em a level, 8 levels. */
const INDENTS: Readonly<Record<string, { pl: string }>> = Object.fromEntries(
  Array.from({ length: 8 }, (_, index) => [
    `& .ql-indent-${index + 1}`,
    { pl: `${(index + 1) * 3}em` },
  ]),
);

/**
 * Tab and Shift+Tab move the focus out of the editor, as in a text area, instead of inserting
 * a tab or indenting: the keyboard must never be trapped in a field. (Indenting stays on the
 * toolbar's indent buttons.) A binding that answers true lets the browser handle the key.
 */
const leave = { key: 'Tab', handler: () => true };
const TAB_LEAVES = {
  tab: leave,
  indent: leave,
  outdent: { ...leave, shiftKey: true },
  'indent code-block': leave,
  'outdent code-block': { ...leave, shiftKey: true },
};

export function EditorWidget(props: WidgetComponentProps<EditorWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, error, errorId, services } = props;
  const options = widget.options;
  const { t, sanitizeHtml } = services;
  const locked = disabled || flag((options as { readonly?: unknown }).readonly);
  const height = numberOr(options.height, 300);
  const groups = useMemo(() => toolbarGroups(options.customToolbar), [options.customToolbar]);
  const { style, className } = controlLook(options);

  const host = useRef<HTMLDivElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  const [formats, setFormats] = useState<Record<string, unknown>>({});
  const shown = useRef<string | null>(null);
  const emit = useRef({ onChange, sanitizeHtml });

  useEffect(() => {
    emit.current = { onChange, sanitizeHtml };
  });

  // One Quill per mounted widget; it listens to its own events only.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const editor = new Quill(element, {
      modules: { toolbar: false, keyboard: { bindings: TAB_LEAVES } },
    });
    const onText = (_delta: unknown, _old: unknown, source: string) => {
      if (source === Quill.sources.SILENT) return;
      const html = emit.current.sanitizeHtml(readHtml(editor));
      shown.current = html;
      emit.current.onChange(html);
    };
    const onEditor = () => {
      const range = editor.getSelection();
      setFormats(range ? editor.getFormat(range) : {});
    };
    editor.on(Quill.events.TEXT_CHANGE, onText);
    editor.on(Quill.events.EDITOR_CHANGE, onEditor);
    setQuill(editor);
    return () => {
      editor.off(Quill.events.TEXT_CHANGE, onText);
      editor.off(Quill.events.EDITOR_CHANGE, onEditor);
      element.replaceChildren();
      element.className = '';
      setQuill(null);
    };
  }, []);

  // Load the stored HTML when it differs from what the editor last emitted or loaded.
  useEffect(() => {
    if (!quill) return;
    const html = sanitizeHtml(text(value));
    if (html === shown.current) return;
    shown.current = html;
    quill.setContents(quill.clipboard.convert({ html }), Quill.sources.SILENT);
  }, [quill, value, sanitizeHtml]);

  useEffect(() => {
    quill?.enable(!locked);
  }, [quill, locked]);

  useEffect(() => {
    if (!quill) return;
    const root = quill.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    if (locked) root.setAttribute('aria-readonly', 'true');
    else root.removeAttribute('aria-readonly');
    if (error) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', errorId);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
  }, [quill, id, label, locked, error, errorId]);

  const format = (name: string, formatValue: unknown) => {
    if (!quill || locked) return;
    quill.format(name, formatValue, Quill.sources.USER);
    const range = quill.getSelection();
    setFormats(range ? quill.getFormat(range) : {});
  };
  const act = (action: Extract<ToolbarControl, { kind: 'action' }>['action'], address?: string) => {
    if (!quill || locked) return;
    const range: Range = quill.getSelection(true) ?? { index: quill.getLength(), length: 0 };
    if (action === 'clean') quill.removeFormat(range.index, range.length, Quill.sources.USER);
    else if (action === 'indent+' || action === 'indent-')
      quill.format('indent', action === 'indent+' ? '+1' : '-1', Quill.sources.USER);
    else if (action === 'link') {
      if (!address) quill.format('link', false, Quill.sources.USER);
      else if (range.length > 0) quill.formatText(range, 'link', address, Quill.sources.USER);
      else quill.insertText(range.index, address, 'link', address, Quill.sources.USER);
    } else if (address) {
      quill.insertEmbed(range.index, action, address, Quill.sources.USER);
    }
    setFormats(quill.getFormat());
  };

  return (
    <Box
      className={className}
      style={style}
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: locked ? 'action.hover' : 'background.paper',
        '& .ql-container': { height, fontSize: 14, position: 'relative' },
        '& .ql-editor': {
          height: '100%',
          overflowY: 'auto',
          p: 1.5,
          outline: 'none',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.5,
          '& p, & ol, & pre, & blockquote, & h1, & h2, & h3': { m: 0 },
          '& ol': { pl: 3 },
          '& li[data-list="bullet"]': { listStyleType: 'disc' },
          '& li[data-list="checked"], & li[data-list="unchecked"]': { listStyleType: 'none' },
          '& .ql-ui': { display: 'none' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2 },
          '& .ql-code-block-container': {
            fontFamily: 'monospace',
            bgcolor: 'action.hover',
            p: 1,
            borderRadius: 1,
          },
          '& .ql-align-center': { textAlign: 'center' },
          '& .ql-align-right': { textAlign: 'right' },
          '& .ql-align-justify': { textAlign: 'justify' },
          '& .ql-size-small': { fontSize: '0.75em' },
          '& .ql-size-large': { fontSize: '1.5em' },
          '& .ql-size-huge': { fontSize: '2.5em' },
          '& .ql-font-serif': { fontFamily: 'Georgia, serif' },
          '& .ql-font-monospace': { fontFamily: 'monospace' },
          '& .ql-direction-rtl': { direction: 'rtl', textAlign: 'inherit' },
          '& img': { maxWidth: '100%' },
          ...INDENTS,
        },
        '& .ql-clipboard': { position: 'absolute', left: -100000, height: 1, overflowY: 'hidden' },
        '& .ql-hidden': { display: 'none' },
      }}
    >
      {locked ? null : (
        <EditorToolbar
          groups={groups}
          formats={formats}
          disabled={!quill}
          onFormat={format}
          onAction={act}
          t={t}
        />
      )}
      <div ref={host} />
    </Box>
  );
}
