import { type KitDispatch, type UserInfo, platformApi } from '@org/app-kit';
import type { startScreenAt, startSeededScreenAt } from './shell/AdminShell';

/** What the session needs of the shell's module. */
interface Shell {
  startScreenAt: typeof startScreenAt;
  startSeededScreenAt: typeof startSeededScreenAt;
}

/**
 * Asks for the route list as the user info starts loading. Once the user info is in, starts the
 * screen the seed places at `pathname` if the user may read it; once the route list is in too,
 * the screen that list places there. Its own chunk: RTK Query is not part of the sign-in page.
 */
export function startSession(
  dispatch: KitDispatch,
  pathname: string,
  userInfo: Promise<UserInfo>,
  loadShell: () => Promise<Shell>,
): void {
  const routes = dispatch(platformApi.endpoints.routerList.initiate());
  void Promise.all([userInfo, loadShell()])
    .then(([info, shell]) => shell.startSeededScreenAt(info, pathname, dispatch))
    .catch(() => undefined); // as below
  void Promise.all([routes.unwrap(), userInfo, loadShell()])
    .then(([list, info, shell]) => shell.startScreenAt(list, info, pathname, dispatch))
    .catch(() => undefined) // the shell shows what failed when it renders
    .finally(() => routes.unsubscribe());
}
