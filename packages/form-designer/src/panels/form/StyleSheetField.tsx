import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerServices } from '../../services/context';
import { CodeEditButton } from '../controls/CodeEditButton';
import { useConfigEdit, useFormConfig } from '../use-property-edit';
import { supportsConstructableStyleSheets } from './style-sheet-support';

/**
 * The form's style sheet, edited in the CSS code editor. Where the browser lacks constructable
 * style sheets the editor is refused with 'Not supported by current browser'.
 */
export function StyleSheetField() {
  const { t } = useDesignerTranslation('panels');
  const services = useDesignerServices();
  const config = useFormConfig();
  const edit = useConfigEdit();
  const [refused, setRefused] = useState(false);
  const css = config.styleSheets ?? '';

  const canOpen = () => {
    if (supportsConstructableStyleSheets()) return true;
    setRefused(true);
    services.notify({ type: 'warning', message: t('form.notSupported') });
    return false;
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {css ? t('form.styleSheetsSummary', { count: css.length }) : t('form.styleSheetsEmpty')}
      </Typography>
      {refused && (
        <Alert severity="warning" sx={{ my: 0.5 }}>
          {t('form.notSupported')}
        </Alert>
      )}
      <CodeEditButton
        label={t('form.editStyleSheets')}
        mode="css"
        value={css}
        title={t('form.styleSheets')}
        canOpen={canOpen}
        onConfirm={(styleSheets) => edit({ styleSheets })}
      />
    </>
  );
}
