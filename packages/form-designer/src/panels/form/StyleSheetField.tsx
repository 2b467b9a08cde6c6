import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerServices } from '../../services/context';
import { TextProperty } from '../controls/TextProperty';
import { useConfigEdit, useFormConfig } from '../use-property-edit';
import { supportsConstructableStyleSheets } from './style-sheet-support';

/**
 * The form's style sheet (CSS). Where the browser lacks constructable style sheets the editor
 * is refused with 'Not supported by current browser'.
 */
export function StyleSheetField() {
  const { t } = useDesignerTranslation('panels');
  const services = useDesignerServices();
  const config = useFormConfig();
  const edit = useConfigEdit();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const css = config.styleSheets ?? '';

  const start = () => {
    if (!supportsConstructableStyleSheets()) {
      setRefused(true);
      services.notify({ type: 'warning', message: t('form.notSupported') });
      return;
    }
    setOpen(true);
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
      {open ? (
        <TextProperty
          label={t('form.styleSheets')}
          value={css}
          multiline
          onChange={(styleSheets) => edit({ styleSheets }, 'styleSheets')}
        />
      ) : (
        <Button size="small" variant="outlined" onClick={start}>
          {t('form.editStyleSheets')}
        </Button>
      )}
    </>
  );
}
