import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type TemplatePage = RouteData<typeof API.templates.page>;
export type TemplatePageQuery = RouteBody<typeof API.templates.page>;
export type TemplateSummary = TemplatePage['list'][number];
export type TemplateRecord = RouteData<typeof API.templates.get>;
export type TemplateCreate = RouteBody<typeof API.templates.create>;
export type TemplateUpdate = RouteBody<typeof API.templates.update>;
export type TemplateSaved = RouteData<typeof API.templates.create>;

/** Form templates: an application's own and the shared ones. */
export const templatesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    templatePage: build.query<TemplatePage, TemplatePageQuery>({
      query: (body) => ({ route: API.templates.page, body }),
      providesTags: ['FormTemplate'],
    }),
    /** A template with its definition. */
    template: build.query<TemplateRecord, { id: number }>({
      query: (query) => ({ route: API.templates.get, query }),
      providesTags: ['FormTemplate'],
    }),
    /** Refusals are shown by the caller (field errors in the dialog), not as notices. */
    createTemplate: build.mutation<TemplateSaved, TemplateCreate>({
      query: (body) => ({ route: API.templates.create, body, silent: true }),
      invalidatesTags: ['FormTemplate'],
    }),
    updateTemplate: build.mutation<TemplateSaved, TemplateUpdate>({
      query: (body) => ({ route: API.templates.update, body, silent: true }),
      invalidatesTags: ['FormTemplate'],
    }),
    removeTemplates: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.templates.remove, body: { ids } }),
      invalidatesTags: ['FormTemplate'],
    }),
  }),
});

export const {
  useTemplatePageQuery,
  useTemplateQuery,
  useLazyTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useRemoveTemplatesMutation,
} = templatesApi;
