import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { KeepAlive } from '../tabs/KeepAlive';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { REDIRECTS, findRoute } from './routes';

/**
 * Everything under the root layout: redirects (/ → /index), unknown paths to /404, and the
 * visited page added to the tab bar (an application's own pages show in its home's tab).
 */
export function ShellRoot() {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const { visit } = useViews();
  const route = findRoute(location.pathname);
  const fullPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!route) return;
    visit({
      key: viewKeyOf(location.pathname),
      path: fullPath,
      titleKey: route.appPage ? 'route.app' : route.titleKey,
    });
  }, [route, fullPath, location.pathname, visit]);

  const redirect = REDIRECTS[location.pathname];
  if (redirect) return <Navigate to={redirect} replace />;
  if (!route) return <Navigate to="/404" replace />;
  return (
    <ShellLayout title={t(route.titleKey)}>
      <KeepAlive />
    </ShellLayout>
  );
}
