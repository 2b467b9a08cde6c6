import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { userMessages } from './messages';

/** 用户管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/user/index': lazy(() =>
      import('./UserScreen').then((module) => ({ default: module.UserScreen })),
    ),
  },
  messages: userMessages,
};
