import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { type View, isClosable, viewKeyOf } from './views';
import { useViews } from './ViewsProvider';

interface MenuState {
  view: View;
  top: number;
  left: number;
}

/**
 * The visited pages as tabs: click to return, × or a middle click to close (not home), and a
 * context menu with refresh, close, close others and close all.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const { views, close, closeOthers, closeAll, refresh } = useViews();
  const location = useLocation();
  const navigate = useNavigate();
  const activeKey = viewKeyOf(location.pathname);
  const [menu, setMenu] = useState<MenuState | null>(null);

  const titleOf = (view: View) => view.label ?? t(view.titleKey);
  const go = async (closing: Promise<string | null>) => {
    const target = await closing;
    if (target !== null) await navigate(target);
  };
  const closeTab = (view: View) => void go(close(view.key, activeKey));
  const openMenu = (event: MouseEvent, view: View) => {
    event.preventDefault();
    setMenu({ view, top: event.clientY, left: event.clientX });
  };
  const fromMenu = (action: (view: View) => void) => () => {
    if (!menu) return;
    setMenu(null);
    action(menu.view);
  };

  return (
    <Box
      component="nav"
      aria-label={t('tabs.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        height: '100%',
        px: 1,
        overflowX: 'auto',
        overflowY: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {views.map((view) => {
        const active = view.key === activeKey;
        const title = titleOf(view);
        return (
          <Box
            key={view.key}
            data-view={view.key}
            onContextMenu={(event) => openMenu(event, view)}
            onAuxClick={(event) => {
              if (event.button === 1 && isClosable(view)) closeTab(view);
            }}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              flexShrink: 0,
              height: 26,
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? 'primary.main' : 'background.paper',
              color: active ? 'primary.contrastText' : 'text.primary',
              fontSize: 12,
              borderRadius: 0.5,
            }}
          >
            <Box
              component={Link}
              to={view.path}
              aria-current={active ? 'page' : undefined}
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                px: 1,
                lineHeight: '24px',
                whiteSpace: 'nowrap',
                '&:focus-visible': { outline: '2px solid', outlineOffset: 1 },
              }}
            >
              {title}
            </Box>
            {isClosable(view) && (
              <Box
                component="button"
                type="button"
                aria-label={t('tabs.close', { title })}
                onClick={() => closeTab(view)}
                sx={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 18,
                  height: 18,
                  mr: 0.5,
                  p: 0,
                  border: 0,
                  borderRadius: '50%',
                  bgcolor: 'transparent',
                  color: 'inherit',
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'rgba(0,0,0,.16)' },
                }}
              >
                <CloseIcon sx={{ fontSize: 12 }} />
              </Box>
            )}
          </Box>
        );
      })}
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        {...(menu ? { anchorPosition: { top: menu.top, left: menu.left } } : {})}
      >
        <MenuItem onClick={fromMenu((view) => void refresh(view.key))}>
          {t('tabs.refresh')}
        </MenuItem>
        {menu && isClosable(menu.view) && (
          <MenuItem onClick={fromMenu(closeTab)}>{t('tabs.closeOne')}</MenuItem>
        )}
        <MenuItem onClick={fromMenu((view) => void go(closeOthers(view.key)))}>
          {t('tabs.closeOthers')}
        </MenuItem>
        <MenuItem onClick={fromMenu(() => void go(closeAll()))}>{t('tabs.closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
}
