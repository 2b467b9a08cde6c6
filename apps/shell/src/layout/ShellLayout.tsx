import type { RouteRecord } from '@org/api-contract';
import {
  AppLayout,
  type BreadcrumbItem,
  logout,
  useKitDispatch,
  usePageTitle,
  useSession,
  useSystemInfo,
} from '@org/app-kit';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TabBar } from '../tabs/TabBar';

function link(
  name: string,
  path: string,
  title: string,
  titleEn: string,
  icon: string,
): RouteRecord {
  return {
    name,
    path,
    component: name,
    hidden: false,
    alwaysShow: false,
    meta: {
      title,
      titleEn,
      icon,
      roles: [],
      resourceCode: '',
      resourceType: 'MENU',
      keepAlive: true,
      affix: name === 'index',
    },
  };
}

/** The sidebar's two links (spec §2.4). */
export const SHELL_MENU: readonly RouteRecord[] = [
  link('index', '/index', '首页', 'Home', 'home'),
  link('ApplicationCenter', '/ApplicationCenter', '应用导航', 'Application navigation', 'app'),
];

/** The login page with the page to come back to. */
export function logoutTarget(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

export interface ShellLayoutProps {
  /** The page's title (set as '{title} - {system name}'). */
  title: string;
  /** After home; the page's title alone when absent. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** In the header, before the language switch: the flows' to-do badge and notices bell. */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in shell: the kit's layout with the sidebar (home, application navigation, the
 * logo titled with the system name; 210 px, collapsed state in the `sidebarStatus` cookie, a
 * drawer under 992 px), the user's organisations and logout, and the tab bar.
 */
export function ShellLayout({ title, breadcrumbs, tools, children }: ShellLayoutProps) {
  const session = useSession();
  const dispatch = useKitDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { sysName, sysLog } = useSystemInfo();
  usePageTitle(title, sysName);

  const signOut = () => {
    const target = logoutTarget(location.pathname, location.search);
    void dispatch(logout()).finally(() => navigate(target, { replace: true }));
  };

  return (
    <AppLayout
      routes={SHELL_MENU}
      sysName={sysName}
      logo={sysLog}
      breadcrumbs={breadcrumbs ?? (location.pathname === '/index' ? [] : [{ title }])}
      user={{
        name: session.name,
        avatar: session.avatar,
        details: session.userInfo?.orgNames ?? [],
      }}
      onProfile={() => void navigate('/profile')}
      onLogout={signOut}
      actions={tools}
      subheader={<TabBar />}
    >
      {children}
    </AppLayout>
  );
}
