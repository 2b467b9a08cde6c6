import Box from '@mui/material/Box';
import { useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { viewKeyOf } from '../tabs/views';
import { useViews } from '../tabs/ViewsProvider';
import { BUILT_ROUTES } from './routes';

const pages = BUILT_ROUTES.map(({ path, Page }) => (
  <Route key={path} path={path} element={<Page />} />
));

/**
 * The pages of the open tabs, each kept mounted (hidden) while its tab is open, so that what
 * was typed survives a switch of tabs. A refreshed tab's page is mounted afresh. A tab restored
 * from an earlier visit is mounted when it is first shown: a page opened by its address (a
 * link, a new browser tab) does not wait for the other tabs' pages to ask the server for theirs.
 */
export function KeepAlive() {
  const { views, kept, generation } = useViews();
  const location = useLocation();
  const activeKey = viewKeyOf(location.pathname);
  // the tabs shown in this page's life (adding the active one again is harmless)
  const shown = useRef(new Set<string>());
  shown.current.add(activeKey);
  const keys = (kept.includes(activeKey) ? kept : [...kept, activeKey]).filter((key) =>
    shown.current.has(key),
  );
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
