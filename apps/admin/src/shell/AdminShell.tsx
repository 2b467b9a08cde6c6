import { type RouteRecord, managementPagePaths, managementPages } from '@org/api-contract';
import {
  AppLayout,
  Forbidden,
  type FlatRoute,
  type KitDispatch,
  type MenuFilter,
  NotFound,
  type Permissions,
  type UserInfo,
  cameFromSignIn,
  flattenRoutes,
  logout,
  menuRoutes,
  permissionsOf,
  preloadable,
  useKitDispatch,
  usePageTitle,
  usePermissions,
  useRouteTitle,
  useRouteList,
  useSession,
  useSystemInfo,
} from '@org/app-kit';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { LazyScreen } from '../screens/lazy-screen';
import { SCREENS, type Screen } from '../screens/registry';
import { PageLoading, ScreenLoading } from './loading';

/** Where the user menu's 个人中心 leads (every signed-in user's, whatever their roles). */
const PROFILE_PATH = '/profile';
/** The personal centre: its own chunk, loaded when first opened. */
const ProfileRoute = preloadable(
  () => import('./ProfileRoute').then((module) => module.ProfileRoute),
  <ScreenLoading />,
);

const MANAGEMENT_PAGES = new Set(managementPagePaths());
/** The administrators' dashboard, the first page of the users who hold it. */
const HOME_COMPONENT = 'system/dashboard/index';

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

/** What the route list and the user's permissions let the sidebar show. */
function menuFilter(permissions: Permissions): MenuFilter {
  return { roles: permissions.roles, resources: permissions.codes, isAdmin: permissions.isAdmin };
}

/** The pages the user may open: the menu's and those reached from them (`PAGE` resources). */
function screenPages(routes: readonly RouteRecord[], filter: MenuFilter): FlatRoute[] {
  return flattenRoutes(withScreens(menuRoutes(withHiddenPages(routes), filter)));
}

/**
 * Starts what the screen at `pathname` needs as soon as the route list and the user info are
 * in, before the layout renders: its first page of rows from the server, and its code. Nothing
 * is asked for a screen the user may not open.
 */
export function startScreenAt(
  routes: readonly RouteRecord[],
  info: UserInfo,
  pathname: string,
  dispatch: KitDispatch,
): void {
  const page = screenPages(routes, menuFilter(permissionsOf(info))).find(
    (item) => item.fullPath === pathname,
  );
  startScreen(SCREENS[page?.route.component ?? ''], dispatch);
}

/** Asks for a screen's first page of rows and loads its code (its render waits for both). */
function startScreen(screen: LazyScreen | undefined, dispatch: KitDispatch): void {
  if (!screen) return;
  screen.prefetchFirstPage?.(dispatch);
  void screen.preload().catch(() => undefined); // shown when the screen renders
}

/** The management pages by the path the seed gives them. */
const SEEDED_PAGES = new Map(managementPages().map((page) => [page.path, page]));

/**
 * Fetches and runs the code of the screen that the seed places at `pathname` (at `/`, the
 * administrators' dashboard), while the user signs in: nothing is asked of the server, and the
 * route list, once in, decides what is shown.
 */
export function preloadScreenCodeAt(pathname: string): void {
  const component = pathname === '/' ? HOME_COMPONENT : SEEDED_PAGES.get(pathname)?.component;
  void SCREENS[component ?? '']?.preloadCode().catch(() => undefined); // shown when it renders
}

/**
 * Starts the screen that the seed places at `pathname` as soon as the user info is in, when it
 * says that the user may read that screen's data (the server's rule for the page call): the
 * first page is then on its way while the route list still is. The route list decides what is
 * shown (`startScreenAt`); asked again for the same screen, the page is not fetched twice.
 */
export function startSeededScreenAt(info: UserInfo, pathname: string, dispatch: KitDispatch) {
  const page = SEEDED_PAGES.get(pathname);
  const { isAdmin, codes } = permissionsOf(info);
  if (page && (isAdmin || codes.has(page.code))) startScreen(SCREENS[page.component], dispatch);
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
    <Suspense fallback={<ScreenLoading />}>
      <ScreenComponent title={title} />
    </Suspense>
  );
}

function NotFoundPage({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation('kit');
  usePageTitle(t('error.notFound'), siteTitle);
  return <NotFound />;
}

function ForbiddenPage({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation('kit');
  usePageTitle(t('error.forbidden'), siteTitle);
  return <Forbidden />;
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

  const filter = useMemo(() => menuFilter(permissions), [permissions]);
  const menu = useMemo(() => withScreens(menuRoutes(routeList ?? [], filter)), [routeList, filter]);
  const pages = useMemo(() => screenPages(routeList ?? [], filter), [routeList, filter]);
  const current = pages.find((page) => page.fullPath === location.pathname);
  // a page of the app that the user's roles do not open (the route list holds only the
  // user's): 403, not 404
  const forbidden = !current && MANAGEMENT_PAGES.has(location.pathname);
  const currentScreen = SCREENS[current?.route.component ?? ''];
  // the rows are asked for now, not after the screen has rendered and mounted its query
  useMemo(() => currentScreen?.prefetchFirstPage?.(dispatch), [currentScreen, dispatch]);
  const { t } = useTranslation('kit');
  const firstPage = pages[0]?.fullPath;
  // the home (首页) is the breadcrumb's first item already: nothing after it
  const breadcrumbs = current
    ? current.route.component === HOME_COMPONENT
      ? []
      : [
          ...current.parents.map((route) => ({ title: titleOf(route) })),
          { title: titleOf(current.route) },
        ]
    : location.pathname === '/'
      ? []
      : location.pathname === PROFILE_PATH
        ? [{ title: t('layout.profile') }]
        : [{ title: t(forbidden ? 'error.forbidden' : 'error.notFound') }];

  // until the route list is in, the sign-in's spinner goes on: no empty layout drawn meanwhile
  if (isLoading) return <PageLoading />;

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
      onProfile={() => void navigate(PROFILE_PATH)}
      onLogout={signOut}
    >
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
          path={PROFILE_PATH}
          element={<ProfileRoute title={t('layout.profile')} siteTitle={sysName} />}
        />
        <Route
          path="/"
          element={
            firstPage ? <Navigate to={firstPage} replace /> : <NotFoundPage siteTitle={sysName} />
          }
        />
        <Route
          path="*"
          element={
            // a sign-in moving on to a page this user may not open (the page of the one who
            // signed out before) lands on the user's own first page
            firstPage && cameFromSignIn(location.state) ? (
              <Navigate to={firstPage} replace />
            ) : forbidden ? (
              <ForbiddenPage siteTitle={sysName} />
            ) : (
              <NotFoundPage siteTitle={sysName} />
            )
          }
        />
      </Routes>
    </AppLayout>
  );
}
