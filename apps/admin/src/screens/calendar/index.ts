import { lazyScreen } from '../lazy-screen';
import type { ScreenModule } from '../registry';
import { calendarMessages } from './messages';
import { calendarApi } from './calendar-api';

/** 日历管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/calendar/index': lazyScreen(
      () => import('./CalendarScreen').then((module) => module.CalendarScreen),
      calendarApi.endpoints.calendarPage,
    ),
  },
  messages: calendarMessages,
};
