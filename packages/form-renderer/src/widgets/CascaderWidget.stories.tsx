import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { ChoiceItem } from '../contract';
import { CascaderWidget } from './CascaderWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Cascader' };
export default meta;
type Story = StoryObj;

const tree: ChoiceItem[] = [
  {
    value: 'zj',
    label: 'Zhejiang',
    children: [
      {
        value: 'hz',
        label: 'Hangzhou',
        children: [
          { value: 'xh', label: 'West Lake' },
          { value: 'bj', label: 'Binjiang' },
        ],
      },
      { value: 'nb', label: 'Ningbo' },
    ],
  },
  {
    value: 'js',
    label: 'Jiangsu',
    children: [
      { value: 'nj', label: 'Nanjing' },
      { value: 'sz', label: 'Suzhou' },
    ],
  },
];
const choices = staticChoices(tree);

const single = makeWidget('cascader', { clearable: true }, { name: 'Place' });
const lastLabel = makeWidget(
  'cascader',
  { showAllLevels: false, checkStrictly: true },
  { name: 'Region' },
);
const multiple = makeWidget('cascader', { multiple: true, filterable: true }, { name: 'Offices' });
const loading = makeWidget('cascader', { remote: true }, { name: '地区' });

export const Levels: Story = {
  render: () => (
    <WidgetHarness component={CascaderWidget} widget={single} value={[]} choices={choices} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Place' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jiangsu' }));
    await userEvent.click(screen.getByRole('option', { name: 'Suzhou' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('["js","sz"]');
    await expect(canvas.getByRole('combobox', { name: 'Place' })).toHaveValue('Jiangsu / Suzhou');
  },
};

export const AnyLevelLastLabel: Story = {
  render: () => (
    <WidgetHarness
      component={CascaderWidget}
      widget={lastLabel}
      value={['zj', 'hz']}
      choices={choices}
    />
  ),
};

export const MultipleFilterable: Story = {
  render: () => (
    <WidgetHarness
      component={CascaderWidget}
      widget={multiple}
      value={[['zj', 'nb']]}
      choices={choices}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Offices' }), 'nan');
    await userEvent.click(await screen.findByRole('option', { name: 'Jiangsu / Nanjing' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '[["zj","nb"],["js","nj"]]',
    );
  },
};

export const LoadingInChinese: Story = {
  render: () => (
    <WidgetHarness
      component={CascaderWidget}
      widget={loading}
      value={[]}
      locale="zh-CN"
      choices={staticChoices([], { loading: true })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '地区' })).toHaveAttribute(
      'placeholder',
      '加载中，请稍候',
    );
  },
};
