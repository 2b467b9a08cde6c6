/**
 * Test helper: renders designer parts inside everything <FormDesigner> provides (store, strings,
 * services, MUI theme), with services that answer from memory and record notices.
 */
import type { FormDefinition } from '@org/form-schema';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { DesignerTheme } from './designer/DesignerTheme';
import { createDesignerI18n, type DesignerLocale } from './i18n';
import { DesignerServicesContext } from './services/context';
import type { DesignerNotice, DesignerServices } from './services/types';
import { DesignerStoreProvider } from './store/DesignerStoreProvider';
import { createDesignerStore, type DesignerStore } from './store/designer-store';

export interface RenderDesignerOptions {
  definition?: FormDefinition;
  store?: DesignerStore;
  locale?: DesignerLocale;
  services?: Partial<DesignerServices>;
}

export interface RenderDesignerResult extends RenderResult {
  store: DesignerStore;
  notices: DesignerNotice[];
}

export function memoryServices(
  notices: DesignerNotice[],
  overrides: Partial<DesignerServices> = {},
): DesignerServices {
  return {
    listDictionaries: async () => [
      { dictName: 'Gender', dictCode: 'gender' },
      { dictName: 'City', dictCode: 'city' },
    ],
    listDataViews: async () => [{ id: 'v1', viewComment: 'Departments' }],
    listViewColumns: async () => [{ columnName: 'id' }, { columnName: 'name' }],
    getUploadToken: async () => 'token',
    notify: (notice) => notices.push(notice),
    ...overrides,
  };
}

export function renderDesigner(ui: ReactElement, options: RenderDesignerOptions = {}) {
  const store = options.store ?? createDesignerStore(options.definition);
  const notices: DesignerNotice[] = [];
  const services = memoryServices(notices, options.services);
  const i18n = createDesignerI18n(options.locale ?? 'en-US');
  const result = render(
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <DesignerTheme>
          <DesignerServicesContext.Provider value={services}>
            <DesignerStoreProvider store={store}>{ui}</DesignerStoreProvider>
          </DesignerServicesContext.Provider>
        </DesignerTheme>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { ...result, store, notices } satisfies RenderDesignerResult;
}

/**
 * Waits until every dialog is gone, closing animation included: until then the page behind it
 * is hidden from assistive technology and its buttons cannot be found by role.
 */
export async function waitForDialogsToClose(): Promise<void> {
  await waitFor(
    () => {
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      // the modal manager has given the page back to assistive technology
      expect(document.body.querySelector(':scope > [aria-hidden="true"]')).toBeNull();
    },
    { timeout: 5000 },
  );
}
