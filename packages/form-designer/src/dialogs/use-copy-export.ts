import { useDesignerTranslation } from '../i18n';
import { useDesignerServices } from '../services/context';
import { copyText, downloadText } from './clipboard';

/** Copy (with the spec's 'Copy Successed' notice) and export of a text. */
export function useCopyExport() {
  const { t } = useDesignerTranslation('dialogs');
  const { notify } = useDesignerServices();
  return {
    copy: async (text: string) => {
      try {
        await copyText(text);
        notify({ type: 'success', message: t('copied') });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        notify({ type: 'error', message: t('copyFailed', { message }) });
      }
    },
    exportFile: (text: string, fileName: string, type: string) =>
      downloadText(text, fileName, type),
  };
}
