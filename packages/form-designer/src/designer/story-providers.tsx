/**
 * Stories' wrapper for one part of the designer: the store, strings, services (answering from
 * memory, notices shown in the designer's snackbar) and the MUI theme that `<FormDesigner>`
 * gives its parts.
 */
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import type { FormDefinition } from '@org/form-schema';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDesignerI18n, type DesignerLocale } from '../i18n';
import { DesignerServicesContext } from '../services/context';
import type { DesignerServices } from '../services/types';
import { DesignerStoreProvider } from '../store/DesignerStoreProvider';
import { createDesignerStore, type DesignerStore } from '../store/designer-store';
import { DesignerTheme } from './DesignerTheme';
import { createNoticeQueue } from './notice-queue';
import { NoticeSnackbar } from './NoticeSnackbar';

export interface StoryProvidersProps {
  definition?: FormDefinition;
  locale?: DesignerLocale;
  /** Called once with the store, so a story can act on it. */
  onStore?: (store: DesignerStore) => void;
  children: ReactNode;
}

/** Rows of the sample data views and items of the sample dictionaries, by id and code. */
const SAMPLE_VIEW_ROWS: Record<string, unknown[]> = {
  '1': [
    { id: 1, name: 'Sales' },
    { id: 2, name: 'Support' },
    { id: 3, name: 'Finance' },
  ],
};
const SAMPLE_DICTIONARIES: Record<string, unknown[]> = {
  gender: [
    { value: 'F', label: 'Female' },
    { value: 'M', label: 'Male' },
  ],
};

/** Look-ups answering from memory, for stories and the benchmark page. */
export function sampleServices(notify: DesignerServices['notify']): DesignerServices {
  return {
    listDictionaries: async () => [
      { dictName: 'Gender', dictCode: 'gender' },
      { dictName: 'City', dictCode: 'city' },
    ],
    listDataViews: async () => [{ id: '1', viewComment: 'Departments' }],
    listViewColumns: async () => [{ columnName: 'id' }, { columnName: 'name' }],
    getUploadToken: async () => 'sample-token',
    notify,
    // The preview's dictionary and data-view options, as the platform's services answer them.
    lookup: {
      dictClient: {
        post: async (_url, body) => {
          const code = Array.isArray(body) ? String(body[0]) : '';
          return { code: 0, data: [{ dictCode: code, list: SAMPLE_DICTIONARIES[code] ?? [] }] };
        },
      },
      dataViewClient: {
        post: async (_url, body) => {
          const viewId = (body as { viewId?: string } | undefined)?.viewId ?? '';
          return { code: 0, data: SAMPLE_VIEW_ROWS[viewId] ?? [] };
        },
      },
    },
  };
}

export function StoryProviders({
  definition,
  locale = 'en-US',
  onStore,
  children,
}: StoryProvidersProps) {
  const [parts] = useState(() => {
    const store = createDesignerStore(definition);
    onStore?.(store);
    const queue = createNoticeQueue();
    return {
      store,
      queue,
      i18n: createDesignerI18n(locale),
      services: sampleServices(queue.notify),
    };
  });
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <I18nextProvider i18n={parts.i18n} defaultNS="core">
        <DesignerTheme>
          <DesignerServicesContext.Provider value={parts.services}>
            <DesignerStoreProvider store={parts.store}>
              {children}
              <NoticeSnackbar queue={parts.queue} />
            </DesignerStoreProvider>
          </DesignerServicesContext.Provider>
        </DesignerTheme>
      </I18nextProvider>
    </ThemeProvider>
  );
}
