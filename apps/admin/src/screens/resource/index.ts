import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { resourceMessages } from './messages';

/** 资源管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/resource/index': lazy(() =>
      import('./ResourceScreen').then((module) => ({ default: module.ResourceScreen })),
    ),
  },
  messages: resourceMessages,
};
