import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { positionMessages } from './messages';

/** 职务管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/position/index': lazyScreen(
      () => import('./PositionScreen').then((module) => module.PositionScreen),
      () => import('./position-api').then((module) => module.positionApi.endpoints.positionPage),
    ),
  },
  messages: positionMessages,
};
