import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { userGroupMessages } from './messages';

/** 用户组管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/userGroup/index': lazy(() =>
      import('./UserGroupScreen').then((module) => ({ default: module.UserGroupScreen })),
    ),
  },
  messages: userGroupMessages,
};
