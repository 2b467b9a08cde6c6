import { API, type CategoryNode, type RouteBody, type RouteData } from '@org/api-contract';
import { platformApi } from '@org/app-kit';

export type CategoryPage = RouteData<typeof API.category.rootPage>;
export type Category = CategoryPage['list'][number];
export type CategoryQuery = RouteBody<typeof API.category.rootPage>;
export type CategoryCreate = RouteBody<typeof API.category.create>;
export type CategoryUpdate = RouteBody<typeof API.category.update>;
export type { CategoryNode };

/** The classification dictionary screen's calls (分类字典). */
export const categoryApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    categoryPage: build.query<CategoryPage, CategoryQuery>({
      query: (body) => ({ route: API.category.rootPage, body }),
      providesTags: ['Category'],
    }),
    categoryTree: build.query<CategoryNode[], void>({
      query: () => ({ route: API.category.tree }),
      providesTags: ['Category'],
    }),
    category: build.query<Category, number>({
      query: (id) => ({ route: API.category.get, query: { id } }),
      providesTags: ['Category'],
    }),
    createCategory: build.mutation<Category, CategoryCreate>({
      query: (body) => ({ route: API.category.create, body, silent: true }),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<Category, CategoryUpdate>({
      query: (body) => ({ route: API.category.update, body, silent: true }),
      invalidatesTags: ['Category'],
    }),
    removeCategories: build.mutation<{ affected: number }, number[]>({
      query: (ids) => ({ route: API.category.remove, body: { ids } }),
      invalidatesTags: ['Category'],
    }),
  }),
});

export const {
  useCategoryPageQuery,
  useCategoryTreeQuery,
  useLazyCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useRemoveCategoriesMutation,
} = categoryApi;
