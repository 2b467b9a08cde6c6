import {
  AppKitProvider,
  type MockHandler,
  createAppKit,
  createI18n,
  type Language,
  loadUserInfo,
  mockAdapter,
  setToken,
  type UserInfo,
} from '@org/app-kit';
import { userInfo } from '@org/app-kit/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../App';
import { shellMessages } from '../messages';
import { shellServer } from './shell-server';

/** Shows the current location (path and query) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderShellOptions {
  server?: MockHandler;
  orgNames?: string[];
  /** Changes to the signed-in administrator. */
  user?: Partial<UserInfo>;
  /** The app's language (default en-US). */
  language?: Language;
}

/** The whole shell, signed in as the administrator, at `path` (English texts unless asked). */
export function renderShell(path: string, options: RenderShellOptions = {}) {
  setToken('test-token');
  const kit = createAppKit({
    adapter: mockAdapter(options.server ?? shellServer(undefined, { requireToken: true })),
  });
  kit.store.dispatch(
    loadUserInfo.fulfilled(userInfo({ orgNames: options.orgNames ?? [], ...options.user }), 't'),
  );
  const i18n = createI18n(shellMessages, options.language ?? 'en-US');
  const view = render(
    <AppKitProvider kit={kit} i18n={i18n} reload={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppKitProvider>,
  );
  return { ...view, kit };
}
