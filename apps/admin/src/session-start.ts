import { type KitDispatch, type UserInfo, platformApi } from '@org/app-kit';
import type { startScreenAt } from './shell/AdminShell';

/**
 * Asks for the route list as the user info starts loading, and once both and the shell's code
 * are in, starts the code and the first rows of the screen at `pathname`. Its own chunk: RTK
 * Query is not part of the sign-in page.
 */
export function startSession(
  dispatch: KitDispatch,
  pathname: string,
  userInfo: Promise<UserInfo>,
  loadShell: () => Promise<{ startScreenAt: typeof startScreenAt }>,
): void {
  const routes = dispatch(platformApi.endpoints.routerList.initiate());
  void Promise.all([routes.unwrap(), userInfo, loadShell()])
    .then(([list, info, shell]) => shell.startScreenAt(list, info, pathname, dispatch))
    .catch(() => undefined) // the shell shows what failed when it renders
    .finally(() => routes.unsubscribe());
}
