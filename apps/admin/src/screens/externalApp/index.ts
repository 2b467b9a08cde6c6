import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { externalAppMessages } from './messages';

/** 外部应用. */
export const screenModule: ScreenModule = {
  screens: {
    'system/externalApp/index': lazy(() =>
      import('./ExternalAppScreen').then((module) => ({ default: module.ExternalAppScreen })),
    ),
  },
  messages: externalAppMessages,
};
