import {
  type KitDispatch,
  type KitState,
  type Preloadable,
  loadOnce,
  preloadable,
} from '@org/app-kit';
import { FIRST_PAGE } from '@org/app-kit/list';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { ScreenLoading } from '../shell/loading';
import type { Screen } from './registry';

/** A screen's page query (an RTK Query endpoint), asked ahead of the screen. */
export interface PageEndpoint {
  initiate(
    arg: typeof FIRST_PAGE,
    options: { subscribe: false },
  ): ThunkAction<unknown, KitState, unknown, UnknownAction>;
}

/**
 * How long a screen shown for the first time waits for its first page asked ahead before it
 * renders without it (with the list's loading state).
 */
export const FIRST_PAGE_WAIT_MS = 1000;

/** A screen whose code is its own chunk, loaded when first shown or when `preload` asks. */
export type LazyScreen = Preloadable<{ title: string }> & {
  /**
   * Asks the server for the screen's first page before the screen renders (list screens); asked
   * before `preload`, the screen's first render waits for it and draws its rows at once.
   */
  prefetchFirstPage?: (dispatch: KitDispatch) => void;
  /**
   * Fetches and runs the screen's code only (while the sign-in page waits for the user): the
   * screen still waits for its first page when it is shown.
   */
  preloadCode: () => Promise<unknown>;
};

/**
 * A screen loaded on demand. `preload` starts loading it early (while the user info is on its
 * way); once loaded it renders without suspending. A list screen whose first query is
 * `FIRST_PAGE` names its page endpoint, so that the rows are on their way while its code loads,
 * and the screen is drawn once, with its rows, instead of empty and then again.
 */
export function lazyScreen(
  importScreen: () => Promise<Screen>,
  firstPage?: PageEndpoint,
): LazyScreen {
  const load = loadOnce(importScreen);
  let firstPageAsked: Promise<unknown> | undefined;
  const prefetchFirstPage = firstPage
    ? (dispatch: KitDispatch) => {
        // settles when the page is in or has failed (the screen then shows what failed)
        firstPageAsked = Promise.resolve(
          dispatch(firstPage.initiate(FIRST_PAGE, { subscribe: false })),
        );
      }
    : undefined;
  const loadScreen = async () => {
    const waited = firstPageAsked
      ? Promise.race([firstPageAsked, new Promise((done) => setTimeout(done, FIRST_PAGE_WAIT_MS))])
      : undefined;
    const [screen] = await Promise.all([load(), waited]);
    return screen;
  };
  return Object.assign(preloadable(loadScreen, <ScreenLoading />), {
    prefetchFirstPage,
    preloadCode: load,
  });
}
