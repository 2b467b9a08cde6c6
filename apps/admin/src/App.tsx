import {
  GuestOnly,
  RequireSession,
  SignInPage,
  addResources,
  platformApi,
  useKitDispatch,
} from '@org/app-kit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The signed-in part (layout, sidebar, screens) is its own chunk: the sign-in page loads less. */
const loadShell = () => import('./shell/AdminShell');
/** The app's texts (namespace `admin`, every screen's): only the signed-in part shows them. */
const loadTexts = () => import('./messages');
/** The list pattern every screen is built on (the data grid): the biggest part of a screen. */
const loadListPattern = () => import('./list-page/CrudScreen');
const AdminShell = lazy(async () => {
  const [shell, texts] = await Promise.all([loadShell(), loadTexts()]);
  /** The shell, its texts added before it renders. */
  function AdminShellWithTexts() {
    const { i18n } = useTranslation();
    useState(() => addResources(i18n, texts.adminMessages));
    return <shell.AdminShell />;
  }
  return { default: AdminShellWithTexts };
});

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** The sign-in page, which fetches the signed-in part's code once it is shown and idle. */
function SignIn() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      void loadShell();
      void loadTexts();
      void loadListPattern();
    });
  }, []);
  return <SignInPage />;
}

/** `/login` is the only open page; everything else is guarded. */
export function App() {
  const dispatch = useKitDispatch();
  // the route list, the shell's code and the asked-for screen's code load beside the user info,
  // not after it
  const startSession = useCallback(() => {
    const pathname = window.location.pathname;
    const routes = dispatch(platformApi.endpoints.routerList.initiate());
    void Promise.all([routes.unwrap(), loadShell()])
      .then(([list, shell]) => shell.preloadScreenAt(list, pathname))
      .catch(() => undefined) // the shell shows what failed when it renders
      .finally(() => routes.unsubscribe());
    void loadTexts();
    void loadListPattern();
  }, [dispatch]);
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
            <Suspense fallback={<Loading />}>
              <AdminShell />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  );
}
