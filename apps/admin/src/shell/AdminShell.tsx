import type { RouteRecord } from '@org/api-contract';
import {
  AppLayout,
  NotFound,
  flattenRoutes,
  logout,
  menuRoutes,
  useKitDispatch,
  usePageTitle,
  usePermissions,
  useRouteTitle,
  useRouteList,
  useSession,
  useSystemInfo,
} from '@org/app-kit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { SCREENS, type Screen } from '../screens/registry';

/** Keeps the routes whose page the app has (and the groups that still hold one). */
function withScreens(routes: readonly RouteRecord[]): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    const children = route.children ? withScreens(route.children) : [];
    const hasScreen = route.component !== null && route.component in SCREENS;
    if (hasScreen || children.length > 0) kept.push({ ...route, children });
  }
  return kept;
}

/** The routes with the pages reached from a screen (hidden from the sidebar) made routable. */
function withHiddenPages(routes: readonly RouteRecord[]): RouteRecord[] {
  return routes.map((route) => ({
    ...route,
    hidden: route.hidden && route.meta.resourceType !== 'PAGE',
    ...(route.children ? { children: withHiddenPages(route.children) } : {}),
  }));
}

/**
 * Starts loading the screen shown at `pathname` as soon as the route list is known, so that its
 * code arrives while the user info is still on its way instead of after the layout renders.
 */
export function preloadScreenAt(routes: readonly RouteRecord[], pathname: string): void {
  const page = flattenRoutes(withHiddenPages(routes)).find((item) => item.fullPath === pathname);
  void SCREENS[page?.route.component ?? '']?.preload().catch(() => undefined);
}

function ScreenPage({
  screen: ScreenComponent,
  title,
  siteTitle,
}: {
  screen: Screen;
  title: string;
  siteTitle: string;
}) {
  usePageTitle(title, siteTitle);
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      <ScreenComponent title={title} />
    </Suspense>
  );
}

function NotFoundPage({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation('kit');
  usePageTitle(t('error.notFound'), siteTitle);
  return <NotFound />;
}

/** The signed-in back-office: the layout with the sidebar built from the server's route list. */
export function AdminShell() {
  const session = useSession();
  const dispatch = useKitDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  const titleOf = useRouteTitle();
  const { sysName, sysLog } = useSystemInfo();
  const { routes: routeList, isLoading } = useRouteList();

  const filter = useMemo(
    () => ({
      roles: permissions.roles,
      resources: permissions.codes,
      isAdmin: permissions.isAdmin,
    }),
    [permissions],
  );
  const menu = useMemo(() => withScreens(menuRoutes(routeList ?? [], filter)), [routeList, filter]);
  /** The menu's pages and the pages reached from them (`PAGE` resources, not in the sidebar). */
  const pages = useMemo(
    () => flattenRoutes(withScreens(menuRoutes(withHiddenPages(routeList ?? []), filter))),
    [routeList, filter],
  );
  const current = pages.find((page) => page.fullPath === location.pathname);
  const currentScreen = SCREENS[current?.route.component ?? ''];
  // the rows are asked for now, not after the screen has rendered and mounted its query
  useMemo(() => currentScreen?.prefetchFirstPage?.(dispatch), [currentScreen, dispatch]);
  const breadcrumbs = current
    ? [
        ...current.parents.map((route) => ({ title: titleOf(route) })),
        { title: titleOf(current.route) },
      ]
    : [];

  const signOut = () => {
    void dispatch(logout()).finally(() =>
      navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`, { replace: true }),
    );
  };

  return (
    <AppLayout
      routes={menu}
      sysName={sysName}
      logo={sysLog}
      breadcrumbs={breadcrumbs}
      user={{ name: session.name, avatar: session.avatar }}
      onLogout={signOut}
    >
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <Routes>
          {pages.map((page) => {
            const screen = SCREENS[page.route.component ?? ''];
            return screen ? (
              <Route
                key={page.fullPath}
                path={page.fullPath}
                element={
                  <ScreenPage screen={screen} title={titleOf(page.route)} siteTitle={sysName} />
                }
              />
            ) : null;
          })}
          <Route
            path="/"
            element={
              pages[0] ? (
                <Navigate to={pages[0].fullPath} replace />
              ) : (
                <NotFoundPage siteTitle={sysName} />
              )
            }
          />
          <Route path="*" element={<NotFoundPage siteTitle={sysName} />} />
        </Routes>
      )}
    </AppLayout>
  );
}
