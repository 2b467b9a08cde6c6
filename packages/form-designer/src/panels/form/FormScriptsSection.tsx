import { Button, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { DataSourceDialog, EventScriptDialog } from '../../designer/lazy-dialogs';
import { useDesignerTranslation } from '../../i18n';
import { PanelSection } from '../field/PanelSection';
import { useFormConfig } from '../use-property-edit';

/** The form's data sources and event scripts, each with a button opening its manager. */
export function FormScriptsSection() {
  const { t } = useDesignerTranslation('panels');
  const config = useFormConfig();
  const [open, setOpen] = useState<'dataSource' | 'eventScript' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <PanelSection title={t('form.dataSource')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.count', { count: config.dataSource?.length ?? 0 })}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setOpen('dataSource')}>
          {t('form.manageDataSources')}
        </Button>
      </PanelSection>
      <PanelSection title={t('form.eventScript')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.count', { count: config.eventScript?.length ?? 0 })}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setOpen('eventScript')}>
          {t('form.manageEventScripts')}
        </Button>
      </PanelSection>
      <Suspense fallback={null}>
        {open === 'dataSource' && <DataSourceDialog open onClose={close} />}
        {open === 'eventScript' && <EventScriptDialog open onClose={close} />}
      </Suspense>
    </>
  );
}
