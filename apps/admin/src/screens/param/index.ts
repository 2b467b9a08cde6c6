import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { paramMessages } from './messages';

/** 系统参数. */
export const screenModule: ScreenModule = {
  screens: {
    'system/param/index': lazy(() =>
      import('./ParamScreen').then((module) => ({ default: module.ParamScreen })),
    ),
  },
  messages: paramMessages,
};
