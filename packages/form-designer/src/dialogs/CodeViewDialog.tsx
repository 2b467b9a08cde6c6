import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useMemo, useState } from 'react';
import { generateHtmlPage } from '../codegen/html-page';
import { generateReactComponent } from '../codegen/react-component';
import { useDesignerTranslation } from '../i18n';
import { useDesignerSelector } from '../store/hooks';
import { CodeEditor } from './code-editor/CodeEditor';
import { ModalShell } from './ModalShell';
import { useCopyExport } from './use-copy-export';
import { useDesignerLocale } from './use-designer-locale';

export interface CodeViewDialogProps {
  open: boolean;
  onClose: () => void;
}

type CodeTab = 'react' | 'html';

/** Generated code of the form: a React component and a standalone HTML page. */
export function CodeViewDialog({ open, onClose }: CodeViewDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const definition = useDesignerSelector((state) => state.designer.definition);
  const locale = useDesignerLocale();
  const [tab, setTab] = useState<CodeTab>('react');
  const id = useId();
  const { copy, exportFile } = useCopyExport();
  const code = useMemo(() => {
    if (!open) return '';
    return tab === 'react'
      ? generateReactComponent(definition)
      : generateHtmlPage(definition, { locale });
  }, [open, tab, definition, locale]);

  return (
    <ModalShell
      open={open}
      title={t('code.title')}
      width={900}
      onClose={onClose}
      cancelLabel={t('close')}
      actions={
        <>
          <Button onClick={() => copy(code)}>{t('copy')}</Button>
          <Button
            variant="contained"
            onClick={() =>
              tab === 'react'
                ? exportFile(code, 'GeneratedForm.tsx', 'text/plain')
                : exportFile(code, 'form.html', 'text/html')
            }
          >
            {t('export')}
          </Button>
        </>
      }
    >
      <Tabs value={tab} onChange={(_event, value: CodeTab) => setTab(value)} sx={{ mb: 1 }}>
        <Tab
          value="react"
          label={t('code.react')}
          id={`${id}-react`}
          aria-controls={`${id}-panel`}
        />
        <Tab value="html" label={t('code.html')} id={`${id}-html`} aria-controls={`${id}-panel`} />
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <CodeEditor
          mode={tab === 'react' ? 'javascript' : 'html'}
          value={code}
          readOnly
          height={460}
          label={t('code.label')}
        />
      </div>
    </ModalShell>
  );
}
