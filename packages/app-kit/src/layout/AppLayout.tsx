import type { RouteRecord } from '@org/api-contract';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPreference, writePreference } from '../session/token';
import { type BreadcrumbItem, AppBreadcrumbs } from './AppBreadcrumbs';
import { LanguageSwitch } from './LanguageSwitch';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SidebarMenu } from './SidebarMenu';
import { UserMenu } from './UserMenu';

/** Screens narrower than this get the sidebar as a drawer (spec §9). */
export const MOBILE_BREAKPOINT = 992;
/** Cookie keeping the sidebar open ('1') or collapsed ('0'). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const HEADER_HEIGHT = 56;
/** Height of the optional bar under the header (the application shell's tab bar). */
export const SUBHEADER_HEIGHT = 36;

export interface AppLayoutProps {
  routes: readonly RouteRecord[];
  sysName: string;
  logo: string;
  breadcrumbs: readonly BreadcrumbItem[];
  /** `details`: lines of the user menu above logout (organisation names). */
  user: { name: string; avatar: string | null; details?: readonly string[] };
  /** Opens the personal centre from the user menu. */
  onProfile?: () => void;
  onLogout: () => void;
  /** A bar under the header, `SUBHEADER_HEIGHT` high (the shell's tab bar). */
  subheader?: ReactNode;
  /** Buttons of the app in the header, before the language switch (the shell's to-do badge). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Fixed header with breadcrumb, language switch and user menu; collapsible sidebar; content. */
export function AppLayout({
  routes,
  sysName,
  logo,
  breadcrumbs,
  user,
  onProfile,
  onLogout,
  subheader,
  actions,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation('kit');
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`, { noSsr: true });
  const [opened, setOpened] = useState(() => readPreference(SIDEBAR_COOKIE) !== '0');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sideWidth = mobile ? 0 : opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const toggle = () => {
    if (mobile) {
      setDrawerOpen(!drawerOpen);
      return;
    }
    writePreference(SIDEBAR_COOKIE, opened ? '0' : '1');
    setOpened(!opened);
  };
  const menu = (collapsed: boolean, onNavigate?: () => void) => (
    <SidebarMenu
      routes={routes}
      sysName={sysName}
      logo={logo}
      collapsed={collapsed}
      {...(onNavigate ? { onNavigate } : {})}
    />
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: '#f0f2f5' }}>
      {mobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {menu(false, () => setDrawerOpen(false))}
        </Drawer>
      ) : (
        <Box sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width: sideWidth, zIndex: 1200 }}>
          {menu(!opened)}
        </Box>
      )}
      <AppBar
        position="fixed"
        color="inherit"
        elevation={1}
        sx={{
          left: sideWidth,
          width: `calc(100% - ${sideWidth}px)`,
          transition: 'left .2s, width .2s',
        }}
      >
        <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT, gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('layout.toggleSidebar')}
            aria-expanded={mobile ? drawerOpen : opened}
            onClick={toggle}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <AppBreadcrumbs items={breadcrumbs} />
          </Box>
          {actions}
          <LanguageSwitch />
          <UserMenu
            name={user.name}
            avatar={user.avatar}
            {...(user.details ? { details: user.details } : {})}
            {...(onProfile ? { onProfile } : {})}
            onLogout={onLogout}
          />
        </Toolbar>
        {subheader && (
          <Box sx={{ height: SUBHEADER_HEIGHT, borderTop: 1, borderColor: 'divider' }}>
            {subheader}
          </Box>
        )}
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          ml: `${sideWidth}px`,
          pt: `${HEADER_HEIGHT + (subheader ? SUBHEADER_HEIGHT : 0) + 16}px`,
          px: 2,
          pb: 2,
          transition: 'margin-left .2s',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
