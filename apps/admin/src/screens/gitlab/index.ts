import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { gitlabMessages } from './messages';

/** gitlab用户管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/gitlab/index': lazy(() =>
      import('./GitlabScreen').then((module) => ({ default: module.GitlabScreen })),
    ),
  },
  messages: gitlabMessages,
};
