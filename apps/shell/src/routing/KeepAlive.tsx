import Box from '@mui/material/Box';
import { Route, Routes, useLocation } from 'react-router';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { BUILT_ROUTES } from './routes';

const pages = BUILT_ROUTES.map(({ path, Page }) => (
  <Route key={path} path={path} element={<Page />} />
));

/**
 * The pages of the open tabs, each kept mounted (hidden) while its tab is open, so that what
 * was typed survives a switch of tabs. A refreshed tab's page is mounted afresh.
 */
export function KeepAlive() {
  const { views, kept, generation } = useViews();
  const location = useLocation();
  const activeKey = viewKeyOf(location.pathname);
  const keys = kept.includes(activeKey) ? kept : [...kept, activeKey];
  return keys.map((key) => {
    const active = key === activeKey;
    const path = active
      ? `${location.pathname}${location.search}`
      : views.find((view) => view.key === key)?.path;
    if (path === undefined) return null;
    return (
      <Box key={`${key}#${generation[key] ?? 0}`} data-kept-view={key} hidden={!active}>
        <Routes location={path}>{pages}</Routes>
      </Box>
    );
  });
}
