import { useMemo } from 'react';
import { useArtefactPageQuery } from '../api/artefacts-api';
import type { Choice } from './fields';

/** The dashboards of an application as choices, for a page's DASHBOARD block. */
export function useDashboardChoices(appId: number): Choice[] {
  const { data } = useArtefactPageQuery({
    appId,
    kind: 'DASHBOARD',
    pageSize: 100,
    sortBy: 'artefactName',
    sortOrder: 'asc',
  });
  return useMemo(
    () =>
      (data?.list ?? []).map((d) => ({
        value: d.id,
        label: `${d.artefactName}（${d.artefactCode}）`,
      })),
    [data],
  );
}
