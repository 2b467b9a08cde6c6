import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { gitlabMessages } from './messages';

/** GitLab 用户管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/gitlab/index': lazyScreen(() =>
      import('./GitlabScreen').then((module) => module.GitlabScreen),
    ),
  },
  messages: gitlabMessages,
};
