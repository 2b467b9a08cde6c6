import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { positionMessages } from './messages';

/** 职务管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/position/index': lazy(() =>
      import('./PositionScreen').then((module) => ({ default: module.PositionScreen })),
    ),
  },
  messages: positionMessages,
};
