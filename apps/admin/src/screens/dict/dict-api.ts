import { API, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type DictPage = RouteData<typeof API.dict.paging>;
export type Dict = DictPage['list'][number];
export type DictQuery = RouteBody<typeof API.dict.paging>;
export type DictCreate = RouteBody<typeof API.dict.create>;
export type DictUpdate = RouteBody<typeof API.dict.update>;
export type DictItemPage = RouteData<typeof API.dict.itemPaging>;
export type DictItem = DictItemPage['list'][number];
export type DictItemQuery = RouteBody<typeof API.dict.itemPaging>;
export type DictItemCreate = RouteBody<typeof API.dict.createItem>;
export type DictItemUpdate = RouteBody<typeof API.dict.updateItem>;
export type DictWithItems = RouteData<typeof API.dict.byCode>[number];

/** The data dictionary screen's calls (数据字典). */
export const dictApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    dictPage: build.query<DictPage, DictQuery>({
      query: (body) => ({ route: API.dict.paging, body }),
      providesTags: ['Dict'],
    }),
    createDict: build.mutation<Dict, DictCreate>({
      query: (body) => ({ route: API.dict.create, body, silent: true }),
      invalidatesTags: ['Dict'],
    }),
    updateDict: build.mutation<Dict, DictUpdate>({
      query: (body) => ({ route: API.dict.update, body, silent: true }),
      invalidatesTags: ['Dict', 'DictItem'],
    }),
    setDictStatus: build.mutation<Dict, { id: number; status: 0 | 1 }>({
      query: (query) => ({ route: API.dict.setStatus, query }),
      invalidatesTags: ['Dict', 'DictItem'],
    }),
    removeDicts: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.dict.remove, body: { ids } }),
      invalidatesTags: ['Dict', 'DictItem'],
    }),
    dictItemPage: build.query<DictItemPage, DictItemQuery>({
      query: (body) => ({ route: API.dict.itemPaging, body }),
      providesTags: ['DictItem'],
    }),
    createDictItem: build.mutation<DictItem, DictItemCreate>({
      query: (body) => ({ route: API.dict.createItem, body, silent: true }),
      invalidatesTags: ['DictItem'],
    }),
    updateDictItem: build.mutation<DictItem, DictItemUpdate>({
      query: (body) => ({ route: API.dict.updateItem, body, silent: true }),
      invalidatesTags: ['DictItem'],
    }),
    removeDictItems: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.dict.removeItem, body: { ids } }),
      invalidatesTags: ['DictItem'],
    }),
    dictByCode: build.query<DictWithItems[], string[]>({
      query: (codes) => ({ route: API.dict.byCode, body: codes }),
      providesTags: ['Dict', 'DictItem'],
    }),
  }),
});

export const {
  useDictPageQuery,
  useCreateDictMutation,
  useUpdateDictMutation,
  useSetDictStatusMutation,
  useRemoveDictsMutation,
  useDictItemPageQuery,
  useCreateDictItemMutation,
  useUpdateDictItemMutation,
  useRemoveDictItemsMutation,
  useDictByCodeQuery,
} = dictApi;
