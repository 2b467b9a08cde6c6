import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { dashboardMessages } from './messages';

/** 首页. */
export const screenModule: ScreenModule = {
  screens: {
    'system/dashboard/index': lazyScreen(() =>
      import('./DashboardScreen').then((module) => module.DashboardScreen),
    ),
  },
  messages: dashboardMessages,
};
