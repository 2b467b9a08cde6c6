import { lazy } from 'react';
import type { ScreenModule } from '../registry';
import { calendarMessages } from './messages';

/** 日历管理. */
export const screenModule: ScreenModule = {
  screens: {
    'system/calendar/index': lazy(() =>
      import('./CalendarScreen').then((module) => ({ default: module.CalendarScreen })),
    ),
  },
  messages: calendarMessages,
};
