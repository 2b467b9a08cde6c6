import Button from '@mui/material/Button';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { CodeEditor } from './code-editor/CodeEditor';
import type { CodeMode } from './code-editor/types';
import { ModalShell } from './ModalShell';

export interface CodeEditorDialogProps {
  open: boolean;
  mode: CodeMode;
  value: string;
  title?: string;
  /** Dialog width in px: 900 by default (800 for cascader options). */
  width?: number;
  /** Editor height in px: 460 by default (400 for cascader options). */
  height?: number;
  /** A help page, opened in a new tab from the footer. */
  helpUrl?: string;
  onConfirm: (value: string) => void;
  onClose: () => void;
}

const MODE_NAMES: Record<CodeMode, string> = {
  xml: 'XML',
  html: 'HTML',
  json: 'JSON',
  css: 'CSS',
  javascript: 'JavaScript',
};

/** Edits a text in CodeMirror (custom templates, cascader options, the style sheet). */
export function CodeEditorDialog(props: CodeEditorDialogProps) {
  const {
    open,
    mode,
    value,
    title,
    width = 900,
    height = 460,
    helpUrl,
    onConfirm,
    onClose,
  } = props;
  const { t } = useDesignerTranslation('dialogs');
  const [text, setText] = useState(value);

  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);

  return (
    <ModalShell
      open={open}
      title={title ?? t('editor.title')}
      width={width}
      onClose={onClose}
      onConfirm={() => {
        onConfirm(text);
        onClose();
      }}
      actions={
        helpUrl ? (
          <Button
            href={helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<HelpOutlinedIcon />}
            sx={{ mr: 'auto' }}
          >
            {t('help')}
          </Button>
        ) : undefined
      }
    >
      <CodeEditor
        mode={mode}
        value={text}
        onChange={setText}
        height={height}
        label={t('editor.label', { mode: MODE_NAMES[mode] })}
      />
    </ModalShell>
  );
}
