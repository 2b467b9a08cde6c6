import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { apiServerMessages } from './messages';

/** 接口与服务 and its page 接口列表. */
export const screenModule: ScreenModule = {
  screens: {
    'system/apiServer/index': lazy(() =>
      import('./ApiServerScreen').then((module) => ({ default: module.ApiServerScreen })),
    ),
    'system/api/index': lazy(() =>
      import('./ApiListScreen').then((module) => ({ default: module.ApiListScreen })),
    ),
  },
  messages: apiServerMessages,
};
