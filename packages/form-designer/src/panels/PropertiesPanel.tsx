import { Box, Tab, Tabs } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerSelector } from '../store/hooks';
import { selectSelectedKey } from '../store/selectors';
import { FieldPropertiesPanel } from './field/FieldPropertiesPanel';
import { FormPropertiesPanel } from './form/FormPropertiesPanel';

type PanelTab = 'field' | 'form';

/**
 * The designer's right panel: the selected widget's field properties (an empty state when
 * nothing is selected) and the form properties, in two tabs. Selecting a widget brings the
 * field tab forward.
 */
export function PropertiesPanel() {
  const { t } = useDesignerTranslation('panels');
  const [tab, setTab] = useState<PanelTab>('field');
  const selected = useDesignerSelector(selectSelectedKey);
  // Selecting a widget shows its properties, as FormMaking does.
  useEffect(() => {
    if (selected !== null) setTab('field');
  }, [selected]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: PanelTab) => setTab(next)}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none' }}
      >
        <Tab
          value="field"
          label={t('tabs.field')}
          id="panel-tab-field"
          aria-controls="panel-field"
        />
        <Tab value="form" label={t('tabs.form')} id="panel-tab-form" aria-controls="panel-form" />
      </Tabs>
      <Box
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`panel-tab-${tab}`}
        sx={{ flex: 1, overflow: 'auto' }}
      >
        {tab === 'field' ? <FieldPropertiesPanel /> : <FormPropertiesPanel />}
      </Box>
    </Box>
  );
}
