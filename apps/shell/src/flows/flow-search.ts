import { FLOW_INSTANCE_STATUSES } from '@org/api-contract';
import { type SearchField, type SearchValues, dayRange } from '@org/app-kit/list';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowTaskQuery, useStartableFlowsQuery } from '../api/flows-api';
import { useStatusWords } from './FlowStatus';

/** What every flow list is searched by: title, flow, status and a range of days. */
export type FlowSearch = Pick<FlowTaskQuery, 'keyword' | 'flowId' | 'status' | 'from' | 'to'>;

/** Statuses as the lists filter them. */
type Status = NonNullable<FlowSearch['status']>;
const isStatus = (text: string): text is Status =>
  (FLOW_INSTANCE_STATUSES as readonly string[]).includes(text);

const NO_FLOWS = { list: [] };

/**
 * The search of the flow lists: part of the title, the flow (those the caller may start, by
 * name), the instance's status, and the days from and to. `toSearch` turns the inputs into the
 * query (the days into instants, `to` exclusive after its day).
 */
export function useFlowSearch(timeLabel: string) {
  const { t } = useTranslation('shell');
  const words = useStatusWords();
  const flows = useStartableFlowsQuery({}).data ?? NO_FLOWS;
  const fields = useMemo<SearchField[]>(
    () => [
      { key: 'keyword', label: t('flows.search.title'), width: 180 },
      {
        key: 'flowId',
        label: t('flows.search.flow'),
        kind: 'select',
        width: 150,
        options: flows.list.map((flow) => ({ value: String(flow.flowId), label: flow.flowName })),
      },
      {
        key: 'status',
        label: t('flows.search.status'),
        kind: 'select',
        width: 130,
        options: FLOW_INSTANCE_STATUSES.map((status) => ({ value: status, label: words[status] })),
      },
      { key: 'from', label: t('flows.search.from', { time: timeLabel }), kind: 'date' },
      { key: 'to', label: t('flows.search.to', { time: timeLabel }), kind: 'date' },
    ],
    [t, words, flows, timeLabel],
  );
  const toSearch = useCallback((values: SearchValues): FlowSearch => {
    const keyword = values.keyword?.trim() ?? '';
    const flowId = Number(values.flowId);
    const status = values.status ?? '';
    return {
      ...(keyword ? { keyword } : {}),
      ...(flowId > 0 ? { flowId } : {}),
      ...(isStatus(status) ? { status } : {}),
      ...dayRange(values.from, values.to),
    };
  }, []);
  return { fields, toSearch };
}
