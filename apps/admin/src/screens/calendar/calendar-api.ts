import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type CalendarPage = RouteData<typeof API.calendar.page>;
export type Calendar = CalendarPage['list'][number];
export type CalendarQuery = RouteBody<typeof API.calendar.page>;
export type CalendarCreate = RouteBody<typeof API.calendar.create>;
export type CalendarUpdate = RouteBody<typeof API.calendar.update>;
export type CalendarDay = RouteData<typeof API.calendar.days>[number];
export type CalendarSetDays = RouteBody<typeof API.calendar.setDays>;
export type CalendarClearDays = RouteBody<typeof API.calendar.clearDays>;
export type CalendarGenerate = RouteBody<typeof API.calendar.generate>;
export type CalendarGenerated = RouteData<typeof API.calendar.generate>;

/** The calendar screen's calls (日历管理). */
export const calendarApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    calendarPage: build.query<CalendarPage, CalendarQuery>({
      query: (body) => ({ route: API.calendar.page, body }),
      providesTags: ['Calendar'],
    }),
    createCalendar: build.mutation<Calendar, CalendarCreate>({
      query: (body) => ({ route: API.calendar.create, body, silent: true }),
      invalidatesTags: ['Calendar'],
    }),
    updateCalendar: build.mutation<Calendar, CalendarUpdate>({
      query: (body) => ({ route: API.calendar.update, body, silent: true }),
      invalidatesTags: ['Calendar'],
    }),
    removeCalendars: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.calendar.remove, body: { ids } }),
      invalidatesTags: ['Calendar'],
    }),
    calendarDays: build.query<CalendarDay[], { calendarId: number; year: number; month: number }>({
      query: (query) => ({ route: API.calendar.days, query }),
      providesTags: (_result, _error, query) => [
        { type: 'Calendar', id: `days-${query.calendarId}` },
      ],
    }),
    setCalendarDays: build.mutation<{ affected: number }, CalendarSetDays>({
      query: (body) => ({ route: API.calendar.setDays, body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Calendar', id: `days-${body.calendarId}` },
      ],
    }),
    clearCalendarDays: build.mutation<{ affected: number }, CalendarClearDays>({
      query: (body) => ({ route: API.calendar.clearDays, body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Calendar', id: `days-${body.calendarId}` },
      ],
    }),
    generateCalendarYear: build.mutation<CalendarGenerated, CalendarGenerate>({
      query: (body) => ({ route: API.calendar.generate, body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Calendar', id: `days-${body.calendarId}` },
      ],
    }),
  }),
});

export const {
  useCalendarPageQuery,
  useCreateCalendarMutation,
  useUpdateCalendarMutation,
  useRemoveCalendarsMutation,
  useCalendarDaysQuery,
  useSetCalendarDaysMutation,
  useClearCalendarDaysMutation,
  useGenerateCalendarYearMutation,
} = calendarApi;
