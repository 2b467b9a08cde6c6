import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { ReleaseInfo, ReleasePlan } from '../api/releases-api';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
import { ReleasePage } from './ArtefactPage';
import { ReleaseDiffView } from './ReleaseDiffView';
import { ReleasePlanView } from './ReleasePlanView';

const meta: Meta<typeof ReleasePlanView> = {
  title: 'Shell/Releases',
  component: ReleasePlanView,
};
export default meta;
type Story = StoryObj<typeof ReleasePlanView>;

const frame = (children: ReactNode, language: 'zh-CN' | 'en-US' = 'zh-CN', path = '/') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(sampleData())}
  >
    {children}
  </StoryFrame>
);

const page = (language: 'zh-CN' | 'en-US' = 'zh-CN') =>
  frame(
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/CompileRelease" element={<ReleasePage />} />
      </Routes>
    </ViewsProvider>,
    language,
    '/app/1/CompileRelease',
  );

const newApp: ReleasePlan = {
  appCode: 'leave_app',
  appName: '请假应用',
  appAction: 'create',
  version: '1.0.0',
  checksum: 'sha256:0f3c',
  items: [
    { kind: 'FORM', key: 'leave', name: '请假单', action: 'create' },
    { kind: 'VIEW', key: 'leave_days', name: '请假天数', action: 'create' },
    { kind: 'WORKFLOW', key: 'leave_flow', name: '请假流程', action: 'create' },
    { kind: 'DASHBOARD', key: 'overview', name: '请假总览', action: 'create' },
    { kind: 'RELEASE', key: 'r1', name: '1.0 版', action: 'create' },
  ],
  conflicts: [],
};

/** An import into a platform without the application: every item is created. */
export const PlanNewApplication: Story = {
  render: () => frame(<ReleasePlanView plan={newApp} mode="import" />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('将新建应用“请假应用”（leave_app），导入版本 1.0.0。'),
    ).toBeVisible();
  },
};

/** An import with conflicts: each names its item; nothing is applied. */
export const PlanWithConflicts: Story = {
  render: () =>
    frame(
      <ReleasePlanView
        mode="import"
        plan={{
          ...newApp,
          appAction: 'update',
          items: newApp.items.map((item) =>
            item.kind === 'FORM' ? { ...item, action: 'update' } : { ...item, action: 'unchanged' },
          ),
          conflicts: [
            {
              kind: 'VIEW',
              key: 'leave_days',
              reason: 'CODE_TAKEN',
              message: 'The Data view code leave_days is already used by the application hr.',
            },
          ],
        }}
      />,
      'en-US',
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('leave_days');
  },
};

/** A rollback: what the release lacks is removed. */
export const PlanRollback: Story = {
  render: () =>
    frame(
      <ReleasePlanView
        mode="rollback"
        plan={{
          ...newApp,
          appAction: 'update',
          items: [
            { kind: 'FORM', key: 'leave', name: '请假单', action: 'update' },
            { kind: 'PAGE', key: 'extra', name: '后加的页面', action: 'remove' },
            { kind: 'VIEW', key: 'leave_days', name: '请假天数', action: 'unchanged' },
          ],
        }}
      />,
    ),
};

const changed: ReleaseInfo = {
  artefactId: 706,
  appId: 1,
  appCode: 'crm',
  version: '1.1.0',
  notes: '请假单去掉工资字段',
  checksum: 'sha256:6d2a',
  createdAt: '2026-05-04T09:30:00.000Z',
  counts: { FORM: 2, WORKFLOW: 1 },
  previousVersion: '1.0.0',
  diff: [
    {
      kind: 'FORM',
      added: [],
      removed: [],
      changed: [
        {
          key: 'leave',
          name: '请假单',
          form: { added: ['备注'], removed: ['工资'], changed: ['天数'], moved: [], config: [] },
        },
      ],
    },
    {
      kind: 'WORKFLOW',
      added: [{ key: 'leave_flow', name: '请假流程' }],
      removed: [],
      changed: [],
    },
  ],
};

/** What a release changed since the one before: a form's widgets by name, a flow added. */
export const DiffChanged: Story = {
  render: () => frame(<ReleaseDiffView info={changed} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/新增组件：备注/)).toBeVisible();
  },
};

/** The same in English. */
export const DiffChangedEnglish: Story = {
  render: () => frame(<ReleaseDiffView info={changed} />, 'en-US'),
};

/** The first release: everything is added. */
export const DiffFirst: Story = {
  render: () =>
    frame(
      <ReleaseDiffView
        info={{
          ...changed,
          previousVersion: null,
          diff: [
            { kind: 'FORM', added: [{ key: 'leave', name: '请假单' }], removed: [], changed: [] },
          ],
        }}
      />,
    ),
};

/** The releases' page: 查看 opens a release with its difference from the one before. */
export const ReleaseOpened: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看 1.0 版' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '发布版本 1.0.0' })).toBeVisible();
    await expect(await body.findByText('这是本应用的第一个发布，以下内容均为新增。')).toBeVisible();
  },
};

/** 回滚: the preview of what rolling back to the release would do. */
export const RollbackPreview: Story = {
  render: () => page('en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Roll back 1.0 版' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('The application “客户管理” will be rolled back to release 1.0.0.'),
    ).toBeVisible();
  },
};

/** 导入: the dialog before a file is chosen. */
export const ImportDialog: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '导入' }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '导入发布文件' })).toBeVisible();
  },
};
