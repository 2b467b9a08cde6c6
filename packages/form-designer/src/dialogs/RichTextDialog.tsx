import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
import { useMemo, useRef } from 'react';
import { useDesignerTranslation } from '../i18n';
import { ModalShell } from './ModalShell';
import { useDesignerLocale } from './use-designer-locale';

export interface RichTextDialogProps {
  open: boolean;
  value: string;
  onConfirm: (html: string) => void;
  onClose: () => void;
}

const MODEL = 'content';

/**
 * Edits HTML with the renderer's own rich text editor (Quill, loaded on first use, its output
 * sanitized), so what the designer writes is what the form shows.
 */
export function RichTextDialog({ open, value, onConfirm, onClose }: RichTextDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const locale = useDesignerLocale();
  const form = useRef<FormRendererHandle>(null);
  const label = t('richText.label');
  const definition = useMemo<FormDefinition>(() => {
    const editor = createWidget('editor');
    return {
      list: [{ ...editor, model: MODEL, name: label, options: { ...editor.options, height: 300 } }],
      config: { ...DEFAULT_FORM_CONFIG, labelPosition: 'top', layout: 'vertical', labelCol: 0 },
    };
  }, [label]);
  // The value when the dialog opened; later changes come from the editor itself.
  const initial = useMemo(() => ({ [MODEL]: value }), [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    const data = await form.current?.getData({ validate: false });
    const html = data?.[MODEL];
    onConfirm(typeof html === 'string' ? html : '');
    onClose();
  };

  return (
    <ModalShell
      open={open}
      title={t('richText.title')}
      width={800}
      onClose={onClose}
      onConfirm={confirm}
    >
      {open && <FormRenderer ref={form} definition={definition} value={initial} locale={locale} />}
    </ModalShell>
  );
}
