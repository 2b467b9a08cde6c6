import type { RouteRecord } from '@org/api-contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { joinPath } from '../routing/filter-routes';
import { routeIcon } from './route-icon';
import { useRouteTitle } from './route-title';

/** Width of the open sidebar (spec §9). */
export const SIDEBAR_WIDTH = 210;
/** Width of the collapsed sidebar (icons only). */
export const SIDEBAR_COLLAPSED_WIDTH = 56;

export interface SidebarMenuProps {
  /** The routes the user may see (already filtered). */
  routes: readonly RouteRecord[];
  sysName: string;
  logo: string;
  /** Icons only. */
  collapsed?: boolean;
  /** Called after a page was chosen (closes the drawer on narrow screens). */
  onNavigate?: () => void;
}

const SIDEBAR_BG = '#263445';
const SIDEBAR_TEXT = '#e8edf3';

/** The sidebar: the logo with the system name, then the directories and their screens. */
export function SidebarMenu({
  routes,
  sysName,
  logo,
  collapsed = false,
  onNavigate,
}: SidebarMenuProps) {
  const { t } = useTranslation('kit');
  return (
    <Box
      component="nav"
      aria-label={t('layout.navigation')}
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        height: '100%',
        bgcolor: SIDEBAR_BG,
        color: SIDEBAR_TEXT,
        overflowY: 'auto',
        overflowX: 'hidden',
        transition: 'width .2s',
      }}
    >
      <Box
        component={NavLink}
        to="/"
        title={sysName}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: 50,
          px: collapsed ? 1.5 : 2,
          color: 'inherit',
          textDecoration: 'none',
          '&:focus-visible': { outline: '2px solid #90caf9', outlineOffset: -2 },
        }}
      >
        <Box component="img" src={logo} alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
        {!collapsed && (
          <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {sysName}
          </Typography>
        )}
      </Box>
      <List component="div" dense disablePadding>
        {routes.map((route) => (
          <MenuNode
            key={route.name}
            route={route}
            parentPath="/"
            depth={0}
            collapsed={collapsed}
            {...(onNavigate ? { onNavigate } : {})}
          />
        ))}
      </List>
    </Box>
  );
}

interface MenuNodeProps {
  route: RouteRecord;
  parentPath: string;
  depth: number;
  collapsed: boolean;
  onNavigate?: () => void;
}

const itemSx = {
  color: SIDEBAR_TEXT,
  '&.active': { color: '#90caf9', bgcolor: 'rgba(255,255,255,.08)' },
  '&:hover': { bgcolor: 'rgba(255,255,255,.12)' },
  '&.Mui-focusVisible': { outline: '2px solid #90caf9', outlineOffset: -2 },
};

function MenuNode({ route, parentPath, depth, collapsed, onNavigate }: MenuNodeProps) {
  const title = useRouteTitle()(route);
  const fullPath = joinPath(parentPath, route.path);
  const location = useLocation();
  const children = route.children ?? [];
  const [open, setOpen] = useState(() => location.pathname.startsWith(fullPath) || depth === 0);
  const indent = collapsed ? 2 : 2 + depth * 2;
  const Icon = routeIcon(route.meta.icon, children.length > 0);
  if (children.length === 0) {
    const item = (
      <ListItemButton
        component={NavLink}
        to={fullPath}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: indent }}
        aria-label={collapsed ? title : undefined}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: 32 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={title} />}
      </ListItemButton>
    );
    return collapsed ? (
      <Tooltip title={title} placement="right">
        {item}
      </Tooltip>
    ) : (
      item
    );
  }
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        sx={{ ...itemSx, pl: indent }}
        aria-label={collapsed ? title : undefined}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: 32 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={title} />}
        {!collapsed && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" dense disablePadding>
          {children.map((child) => (
            <MenuNode
              key={child.name}
              route={child}
              parentPath={fullPath}
              depth={depth + 1}
              collapsed={collapsed}
              {...(onNavigate ? { onNavigate } : {})}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
