import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { positionMessages } from './messages';
import { positionApi } from './position-api';

/** 职务管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/position/index': lazyScreen(
      () => import('./PositionScreen').then((module) => module.PositionScreen),
      positionApi.endpoints.positionPage,
    ),
  },
  messages: positionMessages,
};
