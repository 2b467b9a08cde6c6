import { GuestOnly, RequireSession, SignInPage, platformApi } from '@org/app-kit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { Route, Routes } from 'react-router';

/** The signed-in part (layout, sidebar, screens) is its own chunk: the sign-in page loads less. */
const loadShell = () => import('./shell/AdminShell');
const AdminShell = lazy(() => loadShell().then((module) => ({ default: module.AdminShell })));

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
    idle(() => void loadShell());
  }, []);
  return <SignInPage />;
}

/** `/login` is the only open page; everything else is guarded. */
export function App() {
  const prefetchRoutes = platformApi.usePrefetch('routerList');
  // the route list and the shell's code load beside the user info, not after it
  const startSession = useCallback(() => {
    prefetchRoutes();
    void loadShell();
  }, [prefetchRoutes]);
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
