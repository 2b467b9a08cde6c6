import { Typography } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { PanelSection } from '../field/PanelSection';
import { useFormConfig } from '../use-property-edit';

/** The form's data sources and event scripts. */
export function FormScriptsSection() {
  const { t } = useDesignerTranslation('panels');
  const config = useFormConfig();
  return (
    <>
      <PanelSection title={t('form.dataSource')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.count', { count: config.dataSource?.length ?? 0 })}
        </Typography>
      </PanelSection>
      <PanelSection title={t('form.eventScript')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.count', { count: config.eventScript?.length ?? 0 })}
        </Typography>
      </PanelSection>
    </>
  );
}
