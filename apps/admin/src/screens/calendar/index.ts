import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { calendarMessages } from './messages';

/** 日历管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/calendar/index': lazyScreen(
      () => import('./CalendarScreen').then((module) => module.CalendarScreen),
      () => import('./calendar-api').then((module) => module.calendarApi.endpoints.calendarPage),
    ),
  },
  messages: calendarMessages,
};
