import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FlowHeaderTools } from '../flows/FlowHeaderTools';
import { ShellLayout } from '../layout/ShellLayout';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { KeepAlive } from './KeepAlive';
import { REDIRECTS, findRoute } from './routes';

/**
 * Everything under the root layout: redirects (/ → /index), unknown paths to /404, and the
 * visited page added to the tab bar (an application's own pages show in its home's tab).
 */
export function ShellRoot() {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const { visit, views } = useViews();
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

  // An application's pages: home / {application} / {page}, the application named as its tab.
  const key = viewKeyOf(location.pathname);
  const appView = key.startsWith('/app/') ? views.find((view) => view.key === key) : undefined;
  const appTitle = appView?.label ?? t('route.app');
  const breadcrumbs = !route?.appPage
    ? key.startsWith('/app/')
      ? [{ title: appTitle }]
      : undefined
    : [{ title: appTitle, to: key }, { title: t(route.titleKey) }];

  const redirect = REDIRECTS[location.pathname];
  if (redirect) return <Navigate to={redirect} replace />;
  if (!route) return <Navigate to="/404" replace />;
  return (
    <ShellLayout
      title={t(route.titleKey)}
      {...(breadcrumbs ? { breadcrumbs } : {})}
      tools={<FlowHeaderTools />}
    >
      <KeepAlive />
    </ShellLayout>
  );
}
