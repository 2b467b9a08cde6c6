import { type RouteContract, routeUrl } from '@org/api-contract';
import {
  AppKitProvider,
  type MockHandler,
  createAppKit,
  createI18n,
  loadUserInfo,
  mockAdapter,
  type UserInfo,
} from '@org/app-kit';
import { userInfo } from '@org/app-kit/testing';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AttachmentTransportContext } from '../flows/attachment-upload';
import { InstancePage } from '../flows/InstancePage';
import { ProcessCentrePage } from '../flows/ProcessCentrePage';
import { StartFlowPage } from '../flows/StartFlowPage';
import { TasksPage } from '../flows/TasksPage';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { type ShellServerData, sampleData, shellServer } from './shell-server';
// After shell-server: the two import each other.
import { uploadTransport } from './files-mock';
import { type FlowsState, flowsStateOf, setFlowsState } from './flows-mock';

type Adapter = NonNullable<NonNullable<Parameters<typeof createAppKit>[0]>['adapter']>;
/** The adapter as a function (axios also takes adapters by name). */
type AdapterCall = Extract<Adapter, (...args: never[]) => unknown>;

export interface FlowsFrameProps {
  /** Where the story opens (a flows page's path). */
  path: string;
  language?: 'zh-CN' | 'en-US';
  /** The server's flows (the samples unless given) and whom it answers as. */
  flows?: FlowsState;
  me?: number;
  /** The signed-in user, when the story acts as someone else. */
  user?: Partial<UserInfo>;
  /** Calls that never answer (the loading state). */
  hold?: readonly RouteContract[];
  /** Calls that fail (the error state). */
  fail?: readonly RouteContract[];
  /** Drawn instead of the flows' pages (the header's badges). */
  children?: ReactNode;
}

const is = (routes: readonly RouteContract[] | undefined, url: string | undefined) =>
  (routes ?? []).some((route) => routeUrl(route) === url);

/**
 * The flows' pages over the in-memory server for stories: the process centre, the start form,
 * the lists and an instance's page, routed as the shell routes them; uploads answered in memory.
 */
export function FlowsFrame({
  path,
  language = 'zh-CN',
  flows,
  me,
  user,
  hold,
  fail,
  children,
}: FlowsFrameProps) {
  const [setup] = useState(() => {
    const data: ShellServerData = sampleData();
    if (flows) setFlowsState(data, flows);
    if (me !== undefined) flowsStateOf(data).me = me;
    const server = shellServer(data);
    const handler: MockHandler = (request) =>
      is(fail, request.path) ? { code: 50000, message: '服务暂时不可用' } : server(request);
    const answer = mockAdapter(handler, 50) as AdapterCall;
    const adapter: AdapterCall = (config) =>
      is(hold, config.url) ? new Promise<never>(() => undefined) : answer(config);
    const kit = createAppKit({ adapter });
    kit.store.dispatch(loadUserInfo.fulfilled(userInfo(user), 'story'));
    const i18n = createI18n(shellMessages, language);
    return { kit, i18n, uploads: uploadTransport(data) };
  });
  return (
    <AppKitProvider kit={setup.kit} i18n={setup.i18n} reload={() => undefined}>
      <AttachmentTransportContext.Provider value={setup.uploads}>
        <MemoryRouter initialEntries={[path]}>
          <ViewsProvider>
            {children ?? (
              <Routes>
                <Route path="/processCenter/index" element={<ProcessCentrePage />} />
                <Route path="/processCenter/handle/:flowModelId" element={<StartFlowPage />} />
                <Route path="/processCenter/tasks" element={<TasksPage />} />
                <Route path="/processCenter/workflowView" element={<InstancePage />} />
              </Routes>
            )}
          </ViewsProvider>
        </MemoryRouter>
      </AttachmentTransportContext.Provider>
    </AppKitProvider>
  );
}
