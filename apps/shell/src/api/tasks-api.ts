import { API, type RouteBody, type RouteData, type RouteQuery } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type TaskScheduleQuery = RouteQuery<typeof API.tasks.schedule>;
export type TaskSchedule = RouteData<typeof API.tasks.schedule>;
export type TaskRunPage = RouteData<typeof API.tasks.runs>;
export type TaskRunRecord = TaskRunPage['list'][number];
export type TaskRunPageQuery = RouteBody<typeof API.tasks.runs>;
export type TaskRunBody = RouteBody<typeof API.tasks.runNow>;

/** A task's runs: a run started by hand adds one. */
const RUNS = 'TaskRun' as const;

/**
 * Scheduled tasks at work: the next times an expression names (silent: the editor shows a
 * refusal under the cron field), running a task now, and its runs. The tasks themselves are
 * artefacts (`artefacts-api`).
 */
export const tasksApi = platformApi.enhanceEndpoints({ addTagTypes: [RUNS] }).injectEndpoints({
  endpoints: (build) => ({
    taskSchedule: build.query<TaskSchedule, TaskScheduleQuery>({
      query: (query) => ({ route: API.tasks.schedule, query, silent: true }),
      // "the next five times" move on with the clock: never answered from an old cache entry
      keepUnusedDataFor: 0,
    }),
    runTaskNow: build.mutation<TaskRunRecord, TaskRunBody>({
      query: (body) => ({ route: API.tasks.runNow, body }),
      invalidatesTags: [RUNS],
    }),
    /** A task's runs, newest first unless sorted by `startedAt`. */
    taskRuns: build.query<TaskRunPage, TaskRunPageQuery>({
      query: (body) => ({ route: API.tasks.runs, body }),
      providesTags: [RUNS],
    }),
  }),
});

export const { useTaskScheduleQuery, useRunTaskNowMutation, useTaskRunsQuery } = tasksApi;
