import {
  GuestOnly,
  RequireSession,
  type SessionStart,
  SignInPage,
  type UserInfo,
  addResources,
  loadOnce,
  preloadable,
  redirectTarget,
  useKitDispatch,
  whenIdle,
} from '@org/app-kit';
import type { i18n as I18n } from 'i18next';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoading } from './shell/loading';

/** The signed-in part (layout, sidebar, screens) is its own chunk: the sign-in page loads less. */
const loadShell = loadOnce(() => import('./shell/AdminShell'));
/** The app's texts (namespace `admin`, every screen's): only the signed-in part shows them. */
const loadTexts = () => import('./messages');
/** The i18n instances the app's texts have been added to (once each: adding them takes a while). */
const withTexts = new WeakSet<I18n>();
function addTexts(i18n: I18n, texts: Awaited<ReturnType<typeof loadTexts>>): void {
  if (withTexts.has(i18n)) return;
  addResources(i18n, texts.adminMessages);
  withTexts.add(i18n);
}
/** The list pattern every screen is built on (the data grid): the biggest part of a screen. */
const loadListPattern = () => import('@org/app-kit/list');
/** The contract's routes, which every screen's calls name. */
const loadContract = () => import('./screens/contract-routes');
/** Starts the signed-in session's calls; it brings RTK Query. */
const loadSessionStart = loadOnce(() => import('./session-start'));
/** Starts what the page at `pathname` needs beside the user info (see `startSession`). */
type StartSessionAt = (pathname: string, userInfo: Promise<UserInfo>) => void;
/** The path of an address inside the app (`/system/user?x=1` → `/system/user`). */
const pathOf = (address: string) => new URL(address, window.location.origin).pathname;
/** What is prepared ahead fails again, and is shown, when it is needed. */
const ignoreFailure = () => undefined;
/** A screen drawn out of sight on the sign-in page, so that the first real one draws sooner. */
const ListWarmUp = lazy(() => import('./shell/ListWarmUp'));
/** The shell with its texts; preloaded while the sign-in page idles, it renders at once. */
const AdminShell = preloadable(
  async () => {
    const [shell, texts] = await Promise.all([loadShell(), loadTexts()]);
    /** The shell, its texts added before it renders. */
    return function AdminShellWithTexts() {
      const { i18n } = useTranslation();
      useState(() => addTexts(i18n, texts));
      return <shell.AdminShell />;
    };
  },
  <PageLoading />,
);

/**
 * The sign-in page. Once it is shown and idle, while the user types, it prepares the signed-in
 * part: fetches and runs its code and that of the screen it leads to, adds the app's texts and
 * draws a screen once out of sight.
 */
function SignIn({ startSessionAt }: { startSessionAt: StartSessionAt }) {
  const [prepare, setPrepare] = useState(false);
  const { i18n } = useTranslation();
  /** The page the sign-in leads to. */
  const target = pathOf(redirectTarget(useLocation().search));
  useEffect(
    () =>
      whenIdle(() => {
        void AdminShell.preload().catch(ignoreFailure); // shown when the shell renders
        void loadTexts().then((texts) => addTexts(i18n, texts), ignoreFailure);
        void loadShell().then((shell) => shell.preloadScreenCodeAt(target), ignoreFailure);
        void loadListPattern();
        void loadContract();
        void loadSessionStart();
        setPrepare(true);
      }),
    [i18n, target],
  );
  return (
    <>
      <SignInPage onLoadStart={(userInfo) => startSessionAt(target, userInfo)} />
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
  const startSessionAt = useCallback<StartSessionAt>(
    (pathname, userInfo) => {
      void loadSessionStart().then((start) =>
        start.startSession(dispatch, pathname, userInfo, loadShell),
      );
      void AdminShell.preload().catch(ignoreFailure);
      void loadListPattern();
    },
    [dispatch],
  );
  // after a reload: the page asked for is the one shown
  const startSession = useCallback<SessionStart>(
    (userInfo) => startSessionAt(window.location.pathname, userInfo),
    [startSessionAt],
  );
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <SignIn startSessionAt={startSessionAt} />
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
