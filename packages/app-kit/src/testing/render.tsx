import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppKitProvider } from '../AppKitProvider';
import { createI18n } from '../i18n/i18n';
import { type AppKitOptions, createAppKit } from '../store';

/** Shows the current location (path and query) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `routes` inside the kit's providers at `path`. */
export function renderWithKit(routes: ReactNode, path: string, options: AppKitOptions = {}) {
  const kit = createAppKit(options);
  const i18n = createI18n({}, 'en-US');
  const reload = { count: 0 };
  const view = render(
    <AppKitProvider kit={kit} i18n={i18n} reload={() => (reload.count += 1)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppKitProvider>,
  );
  return { ...view, kit, i18n, reload };
}

export { Route };
