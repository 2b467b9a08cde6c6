import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
import { AppHome } from './AppHome';
import { AppPages } from './AppPages';
import { ApplicationCenter } from './ApplicationCenter';
import { HomePage } from './HomePage';

const meta: Meta<typeof ApplicationCenter> = {
  title: 'Shell/Application centre',
  component: ApplicationCenter,
};
export default meta;
type Story = StoryObj<typeof ApplicationCenter>;

const frame = (path: string, language: 'zh-CN' | 'en-US' = 'zh-CN', empty = false) => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(empty ? { apps: [], forms: [], submissions: [] } : sampleData())}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/index" element={<HomePage />} />
        <Route path="/ApplicationCenter/*" element={<ApplicationCenter />} />
        <Route path="/app/:appId" element={<AppHome />} />
        <Route path="/app/:appId/Pages" element={<AppPages />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** The applications with search, paging, and open / edit / delete by permission. */
export const List: Story = {
  render: () => frame('/ApplicationCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '客户管理' })).toBeVisible();
  },
};
export const English: Story = { render: () => frame('/ApplicationCenter', 'en-US') };
export const Empty: Story = { render: () => frame('/ApplicationCenter', 'zh-CN', true) };
/** `/ApplicationCenter/new`: the create dialog. */
export const Create: Story = { render: () => frame('/ApplicationCenter/new') };
/** `/ApplicationCenter/edit/1`: the edit dialog, the code fixed. */
export const Edit: Story = { render: () => frame('/ApplicationCenter/edit/1') };
/** Home: shortcuts, the latest applications and forms. */
export const Home: Story = { render: () => frame('/index') };
/** An application's home: its menu, forms and latest submissions. */
export const ApplicationHome: Story = { render: () => frame('/app/1') };
/**
 * An application's home with its flows: the figures by status; the returned one's figure
 * filters the instances to that one flow.
 */
export const ApplicationFlowsByStatus: Story = {
  render: () => frame('/app/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('group', { name: /流程统计/ }, { timeout: 5000 });
    const returned = within(figures).getByRole('button', { name: /已退回/ });
    await waitFor(() => expect(returned).toHaveTextContent(/^1/));
    await userEvent.click(returned);
    await waitFor(() => expect(returned).toHaveAttribute('aria-pressed', 'true'));
    const grid = canvas.getByRole('grid', { name: '流程' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('已退回');
  },
};
/** An application's Pages: its forms, searched and paged. */
export const ApplicationPages: Story = { render: () => frame('/app/1/Pages', 'en-US') };
