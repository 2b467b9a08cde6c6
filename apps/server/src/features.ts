import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerDictRoutes } from './routes/dict-routes';
import { registerMockRoutes, registerRouterList } from './routes/dev-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerSystemRoutes } from './routes/system-routes';
import { registerStorage } from './storage/index';
import { registerFormRoutes } from './routes/form-routes';
import { registerDataViewRoutes } from './routes/dataview-routes';
import { registerOrgRoutes } from './routes/org-routes';
import { registerUserRoutes } from './routes/user-routes';
import { registerUserGroupRoutes } from './routes/user-group-routes';
import { registerPositionRoutes } from './routes/position-routes';
import { registerMyDeptRoutes } from './routes/my-dept-routes';
import { registerRoleRoutes } from './routes/role-routes';
import { registerResourceRoutes } from './routes/resource-routes';
import { registerCategoryRoutes } from './routes/category-routes';
import { registerCalendarRoutes } from './routes/calendar-routes';
import { registerCalendarDayRoutes } from './routes/calendar-day-routes';
import { registerExternalAppRoutes } from './routes/external-app-routes';
import { registerApiServerRoutes } from './routes/api-server-routes';
import { registerApiRoutes } from './routes/api-routes';
import { registerGatewayRoutes } from './routes/gateway-routes';
import { registerGitlabRoutes } from './routes/gitlab-routes';
import { registerGitlabSyncRoutes } from './routes/gitlab-sync-routes';
import { registerAppConfigRoutes } from './routes/app-config-routes';
import { registerAppConfigItemRoutes } from './routes/app-config-item-routes';
import { registerParamRoutes } from './routes/param-routes';
import { registerTemplateRoutes } from './routes/template-routes';
import { registerArtefactRoutes } from './routes/artefact-routes';
import { registerReleaseRoutes } from './routes/release-routes';
import { registerFlowRoutes } from './routes/flow-routes';
import { registerFlowWorkRoutes } from './routes/flow-work-routes';
import { registerTaskRoutes } from './routes/task-routes';
import { registerOrchestrationRoutes } from './routes/orchestration-routes';
import { registerStatisticRoutes } from './routes/statistic-routes';
import { registerStatisticDashboardRoutes } from './routes/statistic-dashboard-routes';
import { registerNoticeRoutes } from './routes/notice-routes';
import { registerLoginLogRoutes } from './routes/login-log-routes';
import { registerOperLogRoutes } from './routes/oper-log-routes';
import { registerDashboardRoutes } from './routes/dashboard-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerOnlineRoutes } from './routes/online-routes';
import { registerFormScriptRoutes } from './routes/form-script-routes';

/**
 * A feature of the server: a function that registers routes (with `addRoute` and the
 * contract) or a whole Fastify plugin (`await app.register(plugin, options)`).
 */
export interface Feature {
  name: string;
  /** Registered only when this returns true (default: always). */
  enabled?: (ctx: AppContext) => boolean;
  register: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

/**
 * Every feature of the server, in registration order.
 *
 * ── ADD FEATURES HERE ─────────────────────────────────────────────────────────────────
 * Management screens, forms and data views, and the storage endpoints (`src/storage/`, a
 * Fastify plugin: `{ name: 'storage', register: (app, ctx) => app.register(storage, { ctx }) }`)
 * each add one entry. Keep one entry per area; its routes live in its own folder or file.
 */
export const FEATURES: readonly Feature[] = [
  { name: 'session', register: registerSessionRoutes },
  { name: 'system', register: registerSystemRoutes },
  { name: 'dictionary', register: registerDictRoutes },
  { name: 'router-list', register: registerRouterList },
  { name: 'mock', enabled: (ctx) => ctx.settings.mockRoutes, register: registerMockRoutes },
  { name: 'organisations', register: registerOrgRoutes },
  { name: 'users', register: registerUserRoutes },
  { name: 'user-groups', register: registerUserGroupRoutes },
  { name: 'positions', register: registerPositionRoutes },
  { name: 'my-department', register: registerMyDeptRoutes },
  { name: 'roles', register: registerRoleRoutes },
  { name: 'resources', register: registerResourceRoutes },
  { name: 'forms', register: registerFormRoutes },
  { name: 'data-views', register: registerDataViewRoutes },
  { name: 'artefacts', register: registerArtefactRoutes },
  { name: 'releases', register: registerReleaseRoutes },
  { name: 'form-scripts', register: registerFormScriptRoutes },
  { name: 'flows', register: registerFlowRoutes },
  { name: 'flow-work', register: registerFlowWorkRoutes },
  { name: 'notices', register: registerNoticeRoutes },
  { name: 'tasks', register: registerTaskRoutes },
  { name: 'orchestrations', register: registerOrchestrationRoutes },
  { name: 'statistics', register: registerStatisticRoutes },
  { name: 'statistic-dashboards', register: registerStatisticDashboardRoutes },
  { name: 'categories', register: registerCategoryRoutes },
  { name: 'calendars', register: registerCalendarRoutes },
  { name: 'calendar-days', register: registerCalendarDayRoutes },
  { name: 'external-apps', register: registerExternalAppRoutes },
  { name: 'api-servers', register: registerApiServerRoutes },
  { name: 'apis', register: registerApiRoutes },
  { name: 'gateway', register: registerGatewayRoutes },
  { name: 'gitlab-users', register: registerGitlabRoutes },
  { name: 'gitlab-sync', register: registerGitlabSyncRoutes },
  { name: 'app-config', register: registerAppConfigRoutes },
  { name: 'app-config-items', register: registerAppConfigItemRoutes },
  { name: 'system-parameters', register: registerParamRoutes },
  { name: 'storage', register: registerStorage },
  { name: 'form-templates', register: registerTemplateRoutes },
  { name: 'login-log', register: registerLoginLogRoutes },
  { name: 'operation-log', register: registerOperLogRoutes },
  { name: 'dashboard', register: registerDashboardRoutes },
  { name: 'personal-centre', register: registerProfileRoutes },
  { name: 'online-users', register: registerOnlineRoutes },
];
