/**
 * Stories' wrapper for the property panels: a store over a given form with one widget
 * selected, the designer's strings, services answering from memory (notices shown as a list)
 * and the MUI theme.
 */
import type { FormDefinition } from '@org/form-schema';
import { Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDesignerI18n, type DesignerLocale } from '../i18n';
import { DesignerServicesContext } from '../services/context';
import type { DesignerNotice, DesignerServices } from '../services/types';
import { designerActions } from '../store/designer-slice';
import { DesignerStoreProvider } from '../store/DesignerStoreProvider';
import { createDesignerStore } from '../store/designer-store';
import { everyWidgetForm } from './test-forms';

export interface PanelStoryProvidersProps {
  definition?: FormDefinition;
  /** Key of the widget to select; none by default. */
  selected?: string;
  locale?: DesignerLocale;
  services?: Partial<DesignerServices>;
  children: ReactNode;
}

export function PanelStoryProviders(props: PanelStoryProvidersProps) {
  const [notices, setNotices] = useState<DesignerNotice[]>([]);
  const [parts] = useState(() => {
    const store = createDesignerStore(props.definition ?? everyWidgetForm());
    if (props.selected) store.dispatch(designerActions.widgetSelected(props.selected));
    const services: DesignerServices = {
      listDictionaries: async () => [
        { dictName: 'Gender', dictCode: 'gender' },
        { dictName: 'City', dictCode: 'city' },
      ],
      listDataViews: async () => [{ id: 'v1', viewComment: 'Departments' }],
      listViewColumns: async () => [{ columnName: 'id' }, { columnName: 'name' }],
      getUploadToken: async () => 'sample-token',
      notify: (notice) => setNotices((list) => [...list, notice]),
      ...props.services,
    };
    return { store, services, i18n: createDesignerI18n(props.locale ?? 'en-US') };
  });
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <I18nextProvider i18n={parts.i18n}>
        <DesignerServicesContext.Provider value={parts.services}>
          <DesignerStoreProvider store={parts.store}>
            <Box sx={{ width: 320, height: 640, border: 1, borderColor: 'divider' }}>
              {props.children}
            </Box>
            <ul aria-label="Notices">
              {notices.map((notice, i) => (
                <li key={i}>{notice.message}</li>
              ))}
            </ul>
          </DesignerStoreProvider>
        </DesignerServicesContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
