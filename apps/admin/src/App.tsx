import {
  GuestOnly,
  RequireSession,
  SignInPage,
  type UserInfo,
  addResources,
  preloadable,
  useKitDispatch,
} from '@org/app-kit';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageLoading } from './shell/loading';

/** The signed-in part (layout, sidebar, screens) is its own chunk: the sign-in page loads less. */
const loadShell = () => import('./shell/AdminShell');
/** The app's texts (namespace `admin`, every screen's): only the signed-in part shows them. */
const loadTexts = () => import('./messages');
/** The list pattern every screen is built on (the data grid): the biggest part of a screen. */
const loadListPattern = () => import('@org/app-kit/list');
/** The contract's routes, which every screen's calls name. */
const loadContract = () => import('./screens/contract-routes');
/** Starts the signed-in session's calls; it brings RTK Query. */
const loadSessionStart = () => import('./session-start');
/** A screen drawn out of sight on the sign-in page, so that the first real one draws sooner. */
const ListWarmUp = lazy(() => import('./shell/ListWarmUp'));
/** The shell with its texts; preloaded while the sign-in page idles, it renders at once. */
const AdminShell = preloadable(
  async () => {
    const [shell, texts] = await Promise.all([loadShell(), loadTexts()]);
    /** The shell, its texts added before it renders. */
    return function AdminShellWithTexts() {
      const { i18n } = useTranslation();
      useState(() => addResources(i18n, texts.adminMessages));
      return <shell.AdminShell />;
    };
  },
  <PageLoading />,
);

/**
 * The sign-in page. Once it is shown and idle, while the user types, it prepares the signed-in
 * part: fetches and runs its code and draws a screen once out of sight.
 */
function SignIn() {
  const [prepare, setPrepare] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const handle = idle(() => {
      void AdminShell.preload().catch(() => undefined); // shown when the shell renders
      void loadListPattern();
      void loadContract();
      void loadSessionStart();
      setPrepare(true);
    });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, []);
  return (
    <>
      <SignInPage />
      {prepare && (
        <Suspense fallback={null}>
          <ListWarmUp />
        </Suspense>
      )}
    </>
  );
}

/** `/login` is the only open page; everything else is guarded. */
export function App() {
  const dispatch = useKitDispatch();
  // the route list and the shell's code load beside the user info, not after it; once both
  // are in, the asked-for screen's rows and code
  const startSession = useCallback(
    (userInfo: Promise<UserInfo>) => {
      const pathname = window.location.pathname;
      void loadSessionStart().then((start) =>
        start.startSession(dispatch, pathname, userInfo, loadShell),
      );
      void AdminShell.preload().catch(() => undefined);
      void loadListPattern();
    },
    [dispatch],
  );
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <SignIn />
          </GuestOnly>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession onLoadStart={startSession}>
            <AdminShell />
          </RequireSession>
        }
      />
    </Routes>
  );
}
