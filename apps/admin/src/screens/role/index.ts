import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { roleMessages } from './messages';

/** 角色管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/role/index': lazy(() =>
      import('./RoleScreen').then((module) => ({ default: module.RoleScreen })),
    ),
  },
  messages: roleMessages,
};
