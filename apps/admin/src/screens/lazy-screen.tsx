import { DEFAULT_PAGE_SIZE } from '@org/api-contract';
import type { KitDispatch, KitState } from '@org/app-kit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { lazy } from 'react';
import type { Screen } from './registry';

/** The first page a list screen asks for: no search, no sort, the default size. */
export const FIRST_PAGE = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

/** A screen's page query (an RTK Query endpoint), asked ahead of the screen. */
export interface PageEndpoint {
  initiate(
    arg: typeof FIRST_PAGE,
    options: { subscribe: false },
  ): ThunkAction<unknown, KitState, unknown, UnknownAction>;
}

/** A screen whose code is its own chunk, loaded when first shown or when `preload` asks. */
export type LazyScreen = Screen & {
  preload: () => Promise<unknown>;
  /** Asks the server for the screen's first page before the screen renders (list screens). */
  prefetchFirstPage?: (dispatch: KitDispatch) => void;
};

/**
 * A screen loaded on demand. `preload` starts loading it early (while the user info is on its
 * way) and shares the one load with the first render. A list screen whose first query is
 * `FIRST_PAGE` names its page endpoint, so that the rows are on their way while it renders.
 */
export function lazyScreen(
  load: () => Promise<Screen>,
  firstPage?: () => Promise<PageEndpoint>,
): LazyScreen {
  let loading: Promise<{ default: Screen }> | undefined;
  const start = () => (loading ??= load().then((screen) => ({ default: screen })));
  const prefetchFirstPage = firstPage
    ? (dispatch: KitDispatch) =>
        void firstPage()
          .then((endpoint) => dispatch(endpoint.initiate(FIRST_PAGE, { subscribe: false })))
          .catch(() => undefined) // the screen asks again, and shows what failed
    : undefined;
  return Object.assign(lazy(start), { preload: start, prefetchFirstPage });
}
