export { AppKitProvider, kitTheme } from './AppKitProvider';
export type { AppKitProviderProps } from './AppKitProvider';
export { callRoute, createPlatformClient } from './api/client';
export type { CallArgs, KitExtra, PlatformClientHooks } from './api/client';
export { fieldErrorsOf, toCallError } from './api/errors';
export { errorText, useErrorText } from './api/error-text';
export type { CallError } from './api/errors';
export { contractBaseQuery, platformApi, useRouterListQuery } from './api/platform-api';
export type { RouteList } from './api/platform-api';
export { ROUTES_STORAGE_KEY, clearCachedRoutes, readCachedRoutes } from './routing/route-cache';
export { useRouteList } from './routing/use-route-list';
export { HttpContext, useHttp, useKitDispatch, useKitSelector, useSession } from './hooks';
export { useIdle, whenIdle } from './idle/idle';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  addResources,
  createI18n,
} from './i18n/i18n';
export type { Language } from './i18n/i18n';
export { kitMessages } from './i18n/messages';
export { listMessages } from './list/messages';
export { rbacMessages } from './rbac/messages';
export { AppBreadcrumbs } from './layout/AppBreadcrumbs';
export type { BreadcrumbItem } from './layout/AppBreadcrumbs';
export {
  AppLayout,
  HEADER_HEIGHT,
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE,
  SUBHEADER_HEIGHT,
} from './layout/AppLayout';
export type { AppLayoutProps } from './layout/AppLayout';
export { LanguageSwitch } from './layout/LanguageSwitch';
export { Forbidden, NotFound } from './layout/NotFound';
export { ROUTE_ICON_NAMES, routeIcon } from './layout/route-icon';
export { routeTitle, useRouteTitle } from './layout/route-title';
export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SidebarMenu } from './layout/SidebarMenu';
export type { SidebarMenuProps } from './layout/SidebarMenu';
export { UserMenu } from './layout/UserMenu';
export type { UserMenuProps } from './layout/UserMenu';
export { ProfilePage } from './profile/ProfilePage';
export type { ProfilePageProps } from './profile/ProfilePage';
export { deviceName } from './profile/SessionList';
export { Spinner } from './layout/Spinner';
export { SignInPage, type SignInPageProps } from './login/SignInPage';
export type { SessionStart } from './session/begin-session';
export { ExpiredLoginDialog } from './notices/ExpiredLoginDialog';
export { notify, showError } from './notices/notify';
export { Authorized, permissionsOf, useCan, usePermissions } from './permissions/authorized';
export type { Permissions } from './permissions/authorized';
export {
  filterRoutesByRoles,
  flattenRoutes,
  hasRouteRole,
  isPage,
  isPassThroughPath,
  joinPath,
  menuRoutes,
} from './routing/filter-routes';
export type { FlatRoute, MenuFilter } from './routing/filter-routes';
export {
  GuestOnly,
  RequireSession,
  cameFromSignIn,
  loginPath,
  redirectTarget,
} from './routing/guard';
export type { RequireSessionProps } from './routing/guard';
export { pageTitle, usePageTitle } from './routing/page-title';
export { loadOnce, preloadable } from './routing/preloadable';
export type { Preloadable } from './routing/preloadable';
export {
  closeRelogin,
  loadUserInfo,
  login,
  logout,
  openRelogin,
  resetToken,
  sessionReducer,
} from './session/session-slice';
export type { Credentials, SessionState, UserInfo } from './session/session-slice';
export { TOKEN_COOKIE, getToken, removeToken, setToken } from './session/token';
export { createAppKit } from './store';
export type { AppKitOptions, KitDispatch, KitState, KitStore } from './store';
export { DEFAULT_LOGO, DEFAULT_SYS_NAME } from './system/logo';
export { loadSystemInfo } from './system/system-slice';
export type { SysInfo, SystemState } from './system/system-slice';
export { useSystemInfo } from './system/use-system-info';
export { mockAdapter } from './testing/mock-adapter';
export type { MockHandler, MockRequest } from './testing/mock-adapter';
