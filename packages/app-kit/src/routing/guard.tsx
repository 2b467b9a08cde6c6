import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useKitDispatch, useSession } from '../hooks';
import { type SessionStart, beginSession } from '../session/begin-session';
import { closeRelogin, resetToken } from '../session/session-slice';
import { errorText } from '../api/error-text';
import { showError } from '../notices/notify';
import { Spinner } from '../layout/Spinner';

/** The sign-in path with the page the visitor asked for. */
export function loginPath(fullPath: string): string {
  return fullPath === '/' || fullPath.startsWith('/login')
    ? '/login'
    : `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Where to go after signing in: the `redirect` parameter when it is a path of this app. */
export function redirectTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spinner />
    </Box>
  );
}

export interface RequireSessionProps {
  children: ReactNode;
  /**
   * Called when the user info starts loading, with the user info to come (rejected when it
   * fails): the app starts what the first page needs (the route list, its code, its data) at
   * the same time instead of after it.
   */
  onLoadStart?: SessionStart;
}

/**
 * Guards the signed-in pages: without a token, to `/login?redirect=`; on the first guarded
 * navigation the user info is loaded; when that fails, the token is cleared, the server's
 * message (or the kit's words for the failure) shown and the visitor sent to sign in again.
 */
export function RequireSession({ children, onLoadStart }: RequireSessionProps) {
  const { token, userInfo } = useSession();
  const dispatch = useKitDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('kit');
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const loading = useRef(false);

  useEffect(() => {
    if (!token || userInfo || loading.current) return;
    loading.current = true;
    // begun already when the user has just signed in on this page
    beginSession(dispatch, token, onLoadStart)
      .catch((error: unknown) => {
        dispatch(resetToken());
        dispatch(closeRelogin());
        showError(errorText(error, t));
        void navigate(loginPath(fullPath), { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [token, userInfo, dispatch, navigate, fullPath, t, onLoadStart]);

  if (!token) return <Navigate to={loginPath(fullPath)} replace />;
  if (!userInfo) return <Loading />;
  return children;
}

/** The navigation state of the page a sign-in moves on to. */
const SIGNED_IN = { signedIn: true } as const;

/**
 * True on the page a sign-in has just moved on to (the redirect): an app sends a user whose
 * roles do not open it to their own first page instead of an error page. The redirect may be
 * the page of the user who signed out before.
 */
export function cameFromSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedIn' in state;
}

/** The sign-in page's guard: a signed-in user goes to `/` (or the redirect). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return <Navigate to={redirectTarget(location.search)} replace state={SIGNED_IN} />;
  return children;
}
