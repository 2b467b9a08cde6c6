import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import {
  OrchestrationPage,
  ReleasePage,
  SourcePage,
  StatisticPage,
  TaskPage,
  WorkflowPage,
} from '../artefacts/ArtefactPage';
import { BusinessCenterPage } from '../artefacts/BusinessCenter';
import { PageDesignerPage } from '../artefacts/PageDesigner';
import { ServerApiPage } from '../artefacts/ServerApiPage';
import { FormScriptsPage } from '../artefacts/FormScriptsPage';
import { APP_PAGE_NAMES, type AppPageName } from '../common/app-pages';
import { DashboardPage } from '../dashboards/DashboardPage';
import { DataViewPage } from '../dataview/DataViewPage';
import { FormDesignRoute } from '../design/FormDesignRoute';
import { FlowDesignRoute } from '../flowdesign/FlowDesignRoute';
import { InstancePage } from '../flows/InstancePage';
import { ProcessCentrePage } from '../flows/ProcessCentrePage';
import { StartFlowPage } from '../flows/StartFlowPage';
import { TasksPage } from '../flows/TasksPage';
import { FormContainerPage } from '../formcontainer/FormContainerPage';
import { AppHome } from '../pages/AppHome';
import { AppPages } from '../pages/AppPages';
import { ApplicationCenter } from '../pages/ApplicationCenter';
import { HomePage } from '../pages/HomePage';
import { PrivilegePage } from '../rbac/PrivilegePage';
import { ResourcesPage } from '../rbac/ResourcesPage';
import { FilesPage } from '../files/FilesPage';
import { TemplatesPage } from '../templates/TemplatesPage';
import { PersonalCentre } from '../profile/PersonalCentre';

/** A route under the shell's root layout (spec §2.4). */
export interface ShellRoute {
  path: string;
  /** Translation key of the title (namespace `shell`). */
  titleKey: string;
  /** The page; null while it is not built (the path answers 404 and no menu offers it). */
  Page: ComponentType | null;
  /** A per-application page: listed in the application's menu, shown in its home's tab. */
  appPage?: boolean;
}

/** The built application pages (`BUILT_APP_PAGES` names the same ones for the menu). */
const APP_PAGE_COMPONENTS: Partial<Record<AppPageName, ComponentType>> = {
  Pages: AppPages,
  DataView: DataViewPage,
  Privilege: PrivilegePage,
  Resources: ResourcesPage,
  ServiceOrchestration: OrchestrationPage,
  StatisticalAnalysis: StatisticPage,
  TaskScheduling: TaskPage,
  Workflow: WorkflowPage,
  SourceCode: SourcePage,
  CompileRelease: ReleasePage,
  ServerApi: ServerApiPage,
  oss: FilesPage,
  tempManage: TemplatesPage,
  FormScripts: FormScriptsPage,
};

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/index', titleKey: 'route.index', Page: HomePage },
  { path: '/formDesign', titleKey: 'route.formDesign', Page: FormDesignRoute },
  { path: '/pageDesigner/:pageId', titleKey: 'route.pageDesigner', Page: PageDesignerPage },
  { path: '/flowDesign/:flowId', titleKey: 'flowDesign.route', Page: FlowDesignRoute },
  { path: '/dashboard/:dashboardId', titleKey: 'route.dashboard', Page: DashboardPage },
  { path: '/app/:appId', titleKey: 'route.app', Page: AppHome },
  { path: '/processCenter/index', titleKey: 'route.processCenter', Page: ProcessCentrePage },
  {
    path: '/processCenter/handle/:flowModelId',
    titleKey: 'route.processHandle',
    Page: StartFlowPage,
  },
  { path: '/processCenter/workflowView', titleKey: 'route.workflowView', Page: InstancePage },
  { path: '/processCenter/tasks', titleKey: 'route.processTasks', Page: TasksPage },
  { path: '/FormContainer', titleKey: 'route.FormContainer', Page: FormContainerPage },
  { path: '/ApplicationCenter/*', titleKey: 'route.ApplicationCenter', Page: ApplicationCenter },
  { path: '/businessCenter', titleKey: 'route.businessCenter', Page: BusinessCenterPage },
  { path: '/default', titleKey: 'route.default', Page: BusinessCenterPage },
  { path: '/profile', titleKey: 'route.profile', Page: PersonalCentre },
  ...APP_PAGE_NAMES.map((name) => ({
    path: `/app/:appId/${name}`,
    titleKey: `route.${name}`,
    Page: APP_PAGE_COMPONENTS[name] ?? null,
    appPage: true,
  })),
];

/** Paths that only lead elsewhere under the root layout. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/index',
  '/processCenter': '/processCenter/index',
};

/** The built route a path shows, or null (the shell answers 404). */
export function findRoute(pathname: string): ShellRoute | null {
  const route = SHELL_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return route?.Page ? route : null;
}

/** The routes whose page is built, for `<Routes>`. */
export const BUILT_ROUTES = SHELL_ROUTES.filter(
  (route): route is ShellRoute & { Page: ComponentType } => route.Page !== null,
);
