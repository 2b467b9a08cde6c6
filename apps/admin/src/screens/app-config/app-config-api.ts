import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type ConfiguredAppPage = RouteData<typeof API.appConfig.appPage>;
export type ConfiguredApp = ConfiguredAppPage['list'][number];
export type ConfiguredAppQuery = RouteBody<typeof API.appConfig.appPage>;
export type ConfiguredAppCreate = RouteBody<typeof API.appConfig.appCreate>;
export type ConfiguredAppUpdate = RouteBody<typeof API.appConfig.appUpdate>;
export type ConfigItemPage = RouteData<typeof API.appConfig.configPage>;
export type ConfigItem = ConfigItemPage['list'][number];
export type ConfigItemQuery = RouteBody<typeof API.appConfig.configPage>;
export type ConfigItemCreate = RouteBody<typeof API.appConfig.configCreate>;
export type ConfigItemUpdate = RouteBody<typeof API.appConfig.configUpdate>;
export type OwnerCandidate = RouteData<typeof API.user.page>['list'][number];

/** How many enabled users the owner choice offers (a page of the user list). */
export const OWNER_CHOICES = 100;

/** The app config screens' calls (应用配置 and its 配置项 page). */
export const appConfigApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    configuredAppPage: build.query<ConfiguredAppPage, ConfiguredAppQuery>({
      query: (body) => ({ route: API.appConfig.appPage, body }),
      providesTags: ['AppConfig'],
    }),
    configuredApp: build.query<ConfiguredApp, number>({
      query: (id) => ({ route: API.appConfig.appGet, query: { id } }),
      providesTags: ['AppConfig'],
    }),
    createConfiguredApp: build.mutation<ConfiguredApp, ConfiguredAppCreate>({
      query: (body) => ({ route: API.appConfig.appCreate, body, silent: true }),
      invalidatesTags: ['AppConfig'],
    }),
    updateConfiguredApp: build.mutation<ConfiguredApp, ConfiguredAppUpdate>({
      query: (body) => ({ route: API.appConfig.appUpdate, body, silent: true }),
      invalidatesTags: ['AppConfig'],
    }),
    removeConfiguredApps: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.appConfig.appRemove, body: { ids } }),
      invalidatesTags: ['AppConfig', 'AppConfigItem'],
    }),
    ownerCandidates: build.query<OwnerCandidate[], void>({
      query: () => ({
        route: API.user.page,
        body: { pageSize: OWNER_CHOICES, status: 1, sortBy: 'username', sortOrder: 'asc' },
      }),
      transformResponse: (page: RouteData<typeof API.user.page>) => page.list,
      providesTags: ['User'],
    }),
    configItemPage: build.query<ConfigItemPage, ConfigItemQuery>({
      query: (body) => ({ route: API.appConfig.configPage, body }),
      providesTags: ['AppConfigItem'],
    }),
    createConfigItem: build.mutation<ConfigItem, ConfigItemCreate>({
      query: (body) => ({ route: API.appConfig.configCreate, body, silent: true }),
      invalidatesTags: ['AppConfigItem', 'AppConfig'],
    }),
    updateConfigItem: build.mutation<ConfigItem, ConfigItemUpdate>({
      query: (body) => ({ route: API.appConfig.configUpdate, body, silent: true }),
      invalidatesTags: ['AppConfigItem'],
    }),
    removeConfigItems: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.appConfig.configRemove, body: { ids } }),
      invalidatesTags: ['AppConfigItem', 'AppConfig'],
    }),
  }),
});

export const {
  useConfiguredAppPageQuery,
  useConfiguredAppQuery,
  useCreateConfiguredAppMutation,
  useUpdateConfiguredAppMutation,
  useRemoveConfiguredAppsMutation,
  useOwnerCandidatesQuery,
  useConfigItemPageQuery,
  useCreateConfigItemMutation,
  useUpdateConfigItemMutation,
  useRemoveConfigItemsMutation,
} = appConfigApi;
