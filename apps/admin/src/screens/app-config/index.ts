import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { appConfigMessages } from './messages';

/** 应用配置 and its page 配置项. */
export const screenModule: ScreenModule = {
  screens: {
    'system/appConfig/index': lazy(() =>
      import('./AppConfigScreen').then((module) => ({ default: module.AppConfigScreen })),
    ),
    'system/appConfigItem/index': lazy(() =>
      import('./AppConfigItemsScreen').then((module) => ({
        default: module.AppConfigItemsScreen,
      })),
    ),
  },
  messages: appConfigMessages,
};
