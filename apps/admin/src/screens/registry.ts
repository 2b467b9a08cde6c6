import type { ComponentType } from 'react';
import { environmentMessages } from './environments';
import type { LazyScreen } from './lazy-screen';

/** A management screen: it receives its route's title. */
export type Screen = ComponentType<{ title: string }>;

/** A screen's texts in the `admin` namespace, keyed by its own prefix (`position.*`). */
export interface ScreenMessages {
  'zh-CN': Record<string, string>;
  'en-US': Record<string, string>;
}

/**
 * What a screen folder exports from its `index.ts` as `screenModule`: its screens by the route
 * list's `component` key (`lazyScreen`, so each screen is its own chunk) and its texts.
 */
export interface ScreenModule {
  screens: Readonly<Record<string, LazyScreen>>;
  messages: ScreenMessages;
}

const modules = Object.values(
  import.meta.glob<ScreenModule>('./*/index.ts', { eager: true, import: 'screenModule' }),
);

/**
 * The screens of the admin app by the route list's `component` key. Routes of the server's
 * list whose component is not here are neither in the sidebar nor reachable (they show 404).
 */
export const SCREENS: Readonly<Record<string, LazyScreen>> = Object.assign(
  {},
  ...modules.map((module) => module.screens),
);

/** Every screen's texts, and those several share, merged into the `admin` namespace. */
export const SCREEN_MESSAGES: ScreenMessages = {
  'zh-CN': Object.assign(
    {},
    environmentMessages['zh-CN'],
    ...modules.map((module) => module.messages['zh-CN']),
  ),
  'en-US': Object.assign(
    {},
    environmentMessages['en-US'],
    ...modules.map((module) => module.messages['en-US']),
  ),
};
