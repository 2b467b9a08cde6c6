import type { ComponentType } from 'react';
import { PositionScreen } from './position/PositionScreen';

/** A management screen: it receives its route's title. */
export type Screen = ComponentType<{ title: string }>;

/**
 * The screens of the admin app by the route list's `component` key. Routes of the server's
 * list whose component is not here are neither in the sidebar nor reachable (they show 404).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  'system/position/index': PositionScreen,
};
