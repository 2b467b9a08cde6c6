import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { apiServerMessages } from './messages';
import { apiServerApi } from './api-server-api';

/** 接口与服务 and its page 接口列表. */
export const screenModule: ScreenModule = {
  screens: {
    'system/apiServer/index': lazyScreen(
      () => import('./ApiServerScreen').then((module) => module.ApiServerScreen),
      apiServerApi.endpoints.apiServerPage,
    ),
    'system/api/index': lazyScreen(() =>
      import('./ApiListScreen').then((module) => module.ApiListScreen),
    ),
  },
  messages: apiServerMessages,
};
