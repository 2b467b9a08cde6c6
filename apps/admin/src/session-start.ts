import { type KitDispatch, platformApi } from '@org/app-kit';
import type { preloadScreenAt } from './shell/AdminShell';

/**
 * Asks for the route list as the user info starts loading, and once both it and the shell's
 * code are in, preloads the code of the screen at `pathname`. Its own chunk: RTK Query is not
 * part of the sign-in page.
 */
export function startSession(
  dispatch: KitDispatch,
  pathname: string,
  loadShell: () => Promise<{ preloadScreenAt: typeof preloadScreenAt }>,
): void {
  const routes = dispatch(platformApi.endpoints.routerList.initiate());
  void Promise.all([routes.unwrap(), loadShell()])
    .then(([list, shell]) => shell.preloadScreenAt(list, pathname))
    .catch(() => undefined) // the shell shows what failed when it renders
    .finally(() => routes.unsubscribe());
}
