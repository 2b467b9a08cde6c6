import Box from '@mui/material/Box';
import { FLOW_INSTANCE_STATUSES, FORM_PERMISSIONS } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { ListGrid, ListPage, useListQuery } from '@org/app-kit/list';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AllInstancesQuery,
  type FlowInstance,
  useAllInstancesQuery,
  useFlowOverviewQuery,
} from '../api/flows-api';
import { Figure } from '../common/Figure';
import { INSTANCE_SORTABLE, useOpenableInstances } from './StartedList';

type Status = FlowInstance['status'];

const NO_SEARCH: never[] = [];

/** The application's instances, newest first until the user sorts them. */
function useNewestInstances(query: AllInstancesQuery) {
  return useAllInstancesQuery({ sortBy: 'startedAt', sortOrder: 'desc', ...query });
}

/**
 * The instances of the application's flows on the list kit, of one status when given; each row
 * opens the instance's page.
 */
function AppInstances({ appId, status, title }: { appId: number; status?: Status; title: string }) {
  const { t } = useTranslation('shell');
  const scope = useMemo(() => ({ appId, ...(status ? { status } : {}) }), [appId, status]);
  const list = useListQuery<FlowInstance, AllInstancesQuery>({
    searchFields: NO_SEARCH,
    scope,
    sortable: INSTANCE_SORTABLE,
    usePage: useNewestInstances,
  });
  const { columns, open } = useOpenableInstances(true);
  return (
    <ListGrid
      list={list}
      columns={columns}
      label={title}
      emptyText={
        status
          ? t('flows.app.noneOf', { status: t(`flows.status.${status}`) })
          : t('flows.app.none')
      }
      onRowClick={open}
    />
  );
}

/**
 * The application's flows on its home: the tasks waiting for someone and the instances by
 * status, added up by the server; for those who manage flows, the instances themselves below,
 * each status's figure filtering them. Nothing for those who may not see forms.
 */
export function AppFlows({ appId }: { appId: number }) {
  const { t } = useTranslation('shell');
  const sees = useCan(FORM_PERMISSIONS.view);
  const manages = useCan(FORM_PERMISSIONS.edit);
  const overview = useFlowOverviewQuery({ appId }, { skip: !sees });
  const [status, setStatus] = useState<Status | undefined>();
  if (!sees) return null;
  const counts = overview.data?.list.find((app) => app.appId === appId);
  const title = t('flows.app.title');
  return (
    <ListPage
      title={title}
      level={2}
      search={
        <Box
          role="group"
          aria-label={t('flows.app.figures')}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
        >
          <Figure label={t('flows.app.openTasks')} value={counts?.openTasks ?? 0} />
          {FLOW_INSTANCE_STATUSES.map((each) => (
            <Figure
              key={each}
              label={t(`flows.status.${each}`)}
              value={counts?.byStatus[each] ?? 0}
              {...(manages && {
                pressed: status === each,
                onClick: () => setStatus(status === each ? undefined : each),
              })}
            />
          ))}
        </Box>
      }
    >
      {manages && <AppInstances appId={appId} title={title} {...(status && { status })} />}
    </ListPage>
  );
}
