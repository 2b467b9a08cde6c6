import { API, LOOKUP_MAX_PAGE_SIZE, routeUrl } from '@org/api-contract';
import { getToken, useHttp } from '@org/app-kit';
import type { DataViewFilter, DataViewSummary, FormDesignerServices } from '@org/form-designer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPage } from '../api/dataview-api';
import { useFormScriptsHost } from '../common/form-scripts-host';
import { type FormScriptsRuntime, formScriptsApi } from '../api/form-scripts-api';

/**
 * The published, enabled data views of one application, as the designer's data-view picker
 * lists them: lists and trees alike (a cascader takes its tree from a TREE view, a select or
 * radio its options from either), each named with its code and, for trees, so marked.
 */
export async function listAppDataViews(
  http: Pick<ReturnType<typeof useHttp>, 'get'>,
  appId: number,
  treeMark: string,
  filter: DataViewFilter = {},
): Promise<DataViewSummary[]> {
  const search = filter.viewCodeOrComment?.trim();
  const page = await http.get<ViewPage>(routeUrl(API.dataView.list), {
    params: {
      appId,
      pageNumber: 1,
      pageSize: LOOKUP_MAX_PAGE_SIZE,
      viewStatus: 'PUBLISHED',
      status: 1,
      sortBy: 'viewName',
      sortOrder: 'asc',
      ...(search ? { viewCodeOrComment: search } : {}),
      ...(filter.parentViewId ? { parentViewId: filter.parentViewId } : {}),
    },
  });
  return page.records.map((view) => ({
    id: String(view.id),
    viewComment: `${view.viewName} (${view.viewCode})${view.viewType === 'TREE' ? ` · ${treeMark}` : ''}`,
  }));
}

/** The remote functions and option lists of a runtime, as the designer's pickers list them. */
const namesOf = (list: readonly { name: string; label: string }[]) =>
  list.map(({ name, label }) => ({ name, label }));

/**
 * What the shell gives the form designer for its look-ups: the app's one HTTP client (its
 * token, notices and expired-login prompt; the designer's own paths are the platform's), the
 * token for saved data sources, the form's application's views for the data-view picker, its
 * remote functions and option lists for the `remoteFunc` / `remoteOption` pickers, and what
 * the preview runs with: scripts in the sandbox unless the application switched them off, the
 * functions run by the server, the option lists (decision 0028).
 */
export function useDesignerLookups(appId: number): FormDesignerServices {
  const http = useHttp();
  const { t } = useTranslation('shell');
  const treeMark = t('dataview.designerTree');
  const host = useFormScriptsHost(appId);
  const [readRuntime] = formScriptsApi.useLazyFormScriptsRuntimeQuery();
  return useMemo(() => {
    const runtime = (): Promise<FormScriptsRuntime> => readRuntime(appId, true).unwrap();
    return {
      client: http,
      getToken: () => getToken() ?? null,
      listDataViews: (filter?: DataViewFilter) => listAppDataViews(http, appId, treeMark, filter),
      listRemoteFunctions: async () => namesOf((await runtime()).functions),
      listOptionLists: async () => namesOf((await runtime()).optionLists),
      preview: { scripts: host.scripts, remote: host.remote, remoteOption: host.remoteOption },
    };
  }, [http, appId, treeMark, host, readRuntime]);
}
