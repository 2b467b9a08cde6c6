import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { StoryFrame } from '../testing/StoryFrame';
import { route } from '../testing/fixtures';
import { DEFAULT_LOGO } from '../system/logo';
import { AppLayout } from './AppLayout';

const routes = [
  route('System', '/system', {
    meta: { title: '系统管理', titleEn: 'System' },
    children: [
      route('Organization', 'org', { meta: { title: '组织机构', titleEn: 'Organisations' } }),
      route('UserManagement', 'user', { meta: { title: '用户管理', titleEn: 'Users' } }),
      route('OfficeManagement', 'position', { meta: { title: '职务管理', titleEn: 'Positions' } }),
    ],
  }),
  route('Dictionary', '/dict', {
    meta: { title: '数据字典', titleEn: 'Dictionaries' },
    children: [route('DataDictionary', 'data', { meta: { title: '字典管理', titleEn: 'Data' } })],
  }),
];

const meta: Meta<typeof AppLayout> = {
  title: 'App kit/Layout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof AppLayout>;

const layout = (language: 'zh-CN' | 'en-US') => (
  <StoryFrame signedIn path="/system/position" language={language}>
    <AppLayout
      routes={routes}
      sysName="综合业务平台"
      logo={DEFAULT_LOGO}
      breadcrumbs={[
        { title: language === 'en-US' ? 'System' : '系统管理' },
        { title: language === 'en-US' ? 'Positions' : '职务管理' },
      ]}
      user={{ name: '超级管理员', avatar: null }}
      onProfile={() => undefined}
      onLogout={() => undefined}
    >
      <Typography variant="h5" component="h1">
        {language === 'en-US' ? 'Positions' : '职务管理'}
      </Typography>
    </AppLayout>
  </StoryFrame>
);

export const Desktop: Story = { render: () => layout('zh-CN') };
export const English: Story = { render: () => layout('en-US') };

/** The user menu: the personal centre (个人中心), then logout. */
export const UserMenuOpen: Story = {
  render: () => layout('zh-CN'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTitle('用户菜单'));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['个人中心', '退出登录']);
  },
};
