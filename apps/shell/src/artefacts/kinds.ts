import type {
  ArtefactKind,
  DashboardContent,
  OrchestrationContent,
  PageContent,
  ReleaseContent,
  SourceContent,
  StatisticContent,
  TaskContent,
  WorkflowContent,
} from '@org/api-contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { AppPageName } from '../common/app-pages';
import { DashboardSettings } from '../dashboards/DashboardSettings';
import { newFlowGraph } from '../flowdesign/graph-edit';
import { type ContentEditorProps, PageEditor, ReleaseEditor, SourceEditor } from './ContentEditors';
import { OrchestrationEditor } from './OrchestrationEditor';
import { StatisticEditor } from './StatisticEditor';
import { WorkflowEditor } from './StepEditors';
import { TaskEditor } from './TaskEditor';

/** Names of what a content refers to, for the list's summary column. */
export interface Names {
  form: (id: number) => string;
  view: (id: number) => string;
  flow: (id: number) => string;
  api: (id: number) => string;
}

/** What differs between the kinds' list pages: the page, the editor, the summary, a link. */
export interface KindConfig {
  kind: ArtefactKind;
  /** The per-application page that lists this kind (pages are listed beside the forms). */
  page?: AppPageName;
  /** The list's title when the kind has no page of its own. */
  titleKey?: string;
  /** The content a new one starts with (named in the user's language). */
  initial: (t: TFunction) => Record<string, unknown>;
  Editor: ComponentType<ContentEditorProps>;
  /** One line telling what the content holds. */
  summary: (content: Record<string, unknown>, t: TFunction, names: Names) => string;
  /** A page that opens one of this kind (the page designer, the start of a flow). */
  open?: { path: (id: number) => string; labelKey: string };
}

export const KINDS: Readonly<Record<ArtefactKind, KindConfig>> = {
  WORKFLOW: {
    kind: 'WORKFLOW',
    page: 'Workflow',
    initial: (t) => ({ graph: newFlowGraph((kind) => t(`flowDesign.kind.${kind}`)) }),
    Editor: WorkflowEditor,
    summary: (content, t, names) => {
      const c = content as Partial<WorkflowContent>;
      const nodes = t('flowDesign.nodeCount', { count: c.graph?.nodes.length ?? 0 });
      return `${names.form(c.formId ?? 0)} · ${nodes}`;
    },
    open: {
      path: (id) => `/flowDesign/${id}`,
      labelKey: 'flowDesign.open',
    },
  },
  ORCHESTRATION: {
    kind: 'ORCHESTRATION',
    page: 'ServiceOrchestration',
    initial: () => ({ steps: [{ name: '', type: 'DATA_VIEW' }] }),
    Editor: OrchestrationEditor,
    summary: (content, t) => {
      const { steps } = content as OrchestrationContent;
      const types = steps.map((step) => t(`orchestration.type.${step.type}`)).join(' → ');
      return t('orchestration.summary', { count: steps.length, types });
    },
  },
  STATISTIC: {
    kind: 'STATISTIC',
    page: 'StatisticalAnalysis',
    initial: () => ({ chart: 'bar', measures: [{ aggregate: 'COUNT' }] }),
    Editor: StatisticEditor,
    summary: (content, t, names) => {
      const c = content as StatisticContent;
      const measures = c.measures
        .map((m) => m.label || `${t(`artefact.${m.aggregate}`)}(${m.column ?? '*'})`)
        .join(', ');
      const by = c.dimension ? ` / ${c.dimension.column}` : '';
      return `${t(`statistic.chart.${c.chart}`)} · ${names.view(c.viewId)} · ${measures}${by}`;
    },
  },
  TASK: {
    kind: 'TASK',
    page: 'TaskScheduling',
    initial: () => ({ cron: '0 8 * * 1-5', targetType: 'DATA_VIEW', enabled: true }),
    Editor: TaskEditor,
    summary: (content, t, names) => {
      const c = content as TaskContent;
      const target =
        c.targetType === 'ORCHESTRATION'
          ? `${t('artefact.ORCHESTRATION')} ${c.orchestrationCode ?? ''}`
          : c.targetType === 'FLOW'
            ? `${t('artefact.FLOW')} ${names.flow(c.flowId ?? 0)}`
            : c.targetType === 'API'
              ? `${t('artefact.API')} ${names.api(c.apiId ?? 0)}`
              : names.view(c.viewId ?? 0);
      const when = c.timezone ? `${c.cron} (${c.timezone})` : c.cron;
      return `${when} · ${target} · ${t(c.enabled ? 'artefact.scheduled' : 'artefact.paused')}`;
    },
  },
  SOURCE: {
    kind: 'SOURCE',
    page: 'SourceCode',
    initial: () => ({ path: '', text: '' }),
    Editor: SourceEditor,
    summary: (content, t) => {
      const c = content as SourceContent;
      return `${c.path} · ${t('artefact.chars', { count: c.text.length })}`;
    },
  },
  RELEASE: {
    kind: 'RELEASE',
    page: 'CompileRelease',
    initial: () => ({ version: '', notes: '' }),
    Editor: ReleaseEditor,
    summary: (content, t) => {
      const c = content as ReleaseContent;
      return `${c.version} · ${t('artefact.formVersions', { count: c.forms?.length ?? 0 })}`;
    },
  },
  PAGE: {
    kind: 'PAGE',
    titleKey: 'artefact.pageList',
    initial: () => ({ title: '', blocks: [] }),
    Editor: PageEditor,
    summary: (content, t) => {
      const c = content as PageContent;
      return `${c.title} · ${t('artefact.blocks', { count: c.blocks.length })}`;
    },
    open: {
      path: (id) => `/pageDesigner/${id}`,
      labelKey: 'artefact.designPage',
    },
  },
  DASHBOARD: {
    kind: 'DASHBOARD',
    titleKey: 'dashboard.list',
    initial: () => ({ charts: [] }),
    Editor: DashboardSettings,
    summary: (content, t) => {
      const c = content as DashboardContent;
      const filters = [c.dateFilter, c.choiceFilter]
        .filter((filter) => filter !== undefined)
        .map((filter) => filter.label || filter.column);
      return [
        t('dashboard.summary', { count: c.charts.length }),
        ...(filters.length > 0
          ? [t('dashboard.summaryFilters', { filters: filters.join(', ') })]
          : []),
        ...(c.home ? [t('dashboard.onHome')] : []),
      ].join(' · ');
    },
    open: { path: (id) => `/dashboard/${id}`, labelKey: 'dashboard.open' },
  },
};
