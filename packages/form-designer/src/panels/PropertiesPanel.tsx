import { Box, Tab, Tabs } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerStore } from '../store/hooks';
import type * as FieldPanel from './field/FieldPropertiesPanel';
import type * as FormPanel from './form/FormPropertiesPanel';
import { selectSelectedKey } from '../store/selectors';

interface PanelParts {
  field: typeof FieldPanel;
  form: typeof FormPanel;
}
let parts: PanelParts | undefined;
let loading: Promise<PanelParts> | undefined;

/**
 * Loads the code of the field and form panels (their inputs and the list editors' drag and
 * drop), once. It is not needed for the designer's first paint: the panel asks for it right
 * after, before the user can select anything. A failed load is tried again at the next mount.
 */
export function loadPropertyPanels(): Promise<PanelParts> {
  loading ??= Promise.all([
    import('./field/FieldPropertiesPanel'),
    import('./form/FormPropertiesPanel'),
  ]).then(
    ([field, form]) => (parts = { field, form }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The panels' code: at once when already loaded, else after `loadPropertyPanels`. */
function usePanelParts(): PanelParts | undefined {
  const [loaded, setLoaded] = useState(() => parts);
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    loadPropertyPanels().then(
      (done) => current && setLoaded(done),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
}

type PanelTab = 'field' | 'form';

/**
 * The designer's right panel: the selected widget's field properties (an empty state when
 * nothing is selected) and the form properties, in two tabs. Selecting a widget brings the
 * field tab forward.
 *
 * The panel follows the selection through a store subscription rather than by reading the
 * selected key: MUI's tabs measure their layout after every render, which on a large form costs
 * a forced layout of the whole page per selection. The field panel below reads the selection
 * itself.
 */
export function PropertiesPanel() {
  const { t } = useDesignerTranslation('panels');
  const [tab, setTab] = useState<PanelTab>('field');
  // The tab shown, for the subscription below (kept beside the state by every change of tab).
  const current = useRef<PanelTab>('field');
  const show = (next: PanelTab) => {
    current.current = next;
    setTab(next);
  };
  const store = useDesignerStore();
  const loaded = usePanelParts();
  // Selecting a widget shows its properties, as FormMaking does.
  useEffect(() => {
    let selected = selectSelectedKey(store.getState());
    return store.subscribe(() => {
      const next = selectSelectedKey(store.getState());
      if (next === selected) return;
      selected = next;
      if (next !== null && current.current !== 'field') {
        current.current = 'field';
        setTab('field');
      }
    });
  }, [store]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: PanelTab) => show(next)}
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
        {loaded &&
          (tab === 'field' ? (
            <loaded.field.FieldPropertiesPanel />
          ) : (
            <loaded.form.FormPropertiesPanel />
          ))}
      </Box>
    </Box>
  );
}
