import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StatisticContent } from '@org/api-contract';
import { StoryFrame } from '@org/app-kit/testing';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { StatisticResult } from '../api/statistics-api';
import { shellMessages } from '../messages';
import { shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { computeStatistic, sampleOrdersView, sampleStatistics } from '../testing/statistics-mock';
import { StatisticView } from './StatisticView';

const meta: Meta<typeof StatisticView> = {
  title: 'Shell/Statistic charts',
  component: StatisticView,
};
export default meta;
type Story = StoryObj<typeof StatisticView>;

type Language = 'zh-CN' | 'en-US';

/** A sample statistic by its code: its name and content. */
function sample(code: string) {
  const found = sampleStatistics().find((s) => s.artefactCode === code);
  if (!found) throw new Error(`No sample statistic ${code}`);
  return { name: found.artefactName, content: found.content as StatisticContent };
}

/** A sample statistic computed over the sample orders, as the server answers it. */
const computed = (code: string) => computeStatistic(sampleOrdersView(), sample(code).content);

const frame = (language: Language, view: ReactNode) => (
  <StoryFrame signedIn language={language} messages={shellMessages} server={shellServer()}>
    <Box sx={{ p: 2, maxWidth: 880 }}>{view}</Box>
  </StoryFrame>
);

/** The sample statistic `code` drawn from its answer. */
const drawn = (code: string, language: Language = 'zh-CN') => {
  const { name, content } = sample(code);
  return frame(
    language,
    <StatisticView name={name} content={content} result={computed(code)} fetching={false} />,
  );
};

/** Checks that the chart of `name` is drawn as one named image. */
const hasChart =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name }, { timeout: 5000 })).toBeVisible();
  };

/** 按城市销售: orders and sales by city, largest sales first. */
export const Bar: Story = {
  render: () => drawn('sales_by_city'),
  play: hasChart('按城市销售（柱状图）'),
};
export const BarEnglish: Story = {
  render: () => drawn('sales_by_city', 'en-US'),
  play: hasChart('按城市销售 (Bar chart)'),
};

/** 按季度和品类销售: a stack per quarter, a series per category. */
export const StackedBar: Story = {
  render: () => drawn('sales_by_quarter'),
  play: hasChart('按季度和品类销售（堆叠柱状图）'),
};
export const StackedBarEnglish: Story = {
  render: () => drawn('sales_by_quarter', 'en-US'),
  play: hasChart('按季度和品类销售 (Stacked bar chart)'),
};

/** 月度销售额: sales and the average order by month, months written in the language. */
export const Line: Story = {
  render: () => drawn('sales_by_month'),
  play: hasChart('月度销售额（折线图）'),
};
export const LineEnglish: Story = {
  render: () => drawn('sales_by_month', 'en-US'),
  play: hasChart('月度销售额 (Line chart)'),
};

/** 每周已付款订单: paid orders per ISO week of the second half year. */
export const Area: Story = {
  render: () => drawn('paid_by_week'),
  play: hasChart('每周已付款订单（面积图）'),
};
export const AreaEnglish: Story = {
  render: () => drawn('paid_by_week', 'en-US'),
  play: hasChart('每周已付款订单 (Area chart)'),
};

/** 品类占比: each category's share of the sales. */
export const Pie: Story = {
  render: () => drawn('category_share'),
  play: hasChart('品类占比（饼图）'),
};
export const PieEnglish: Story = {
  render: () => drawn('category_share', 'en-US'),
  play: hasChart('品类占比 (Pie chart)'),
};

/** 订单总览: four figures over all the orders. */
export const NumberCards: Story = {
  render: () => drawn('order_totals'),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getByRole('list', { name: '订单总览的数字' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const NumberCardsEnglish: Story = {
  render: () => drawn('order_totals', 'en-US'),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getByRole('list', { name: 'Figures of 订单总览' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** 城市与品类透视: cities down, categories across, sales in the cells, totals. */
export const Pivot: Story = {
  render: () => drawn('city_by_category'),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('region', { name: '城市与品类透视（透视表）' });
    await expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent('合计');
  },
};
export const PivotEnglish: Story = {
  render: () => drawn('city_by_category', 'en-US'),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('region', {
      name: '城市与品类透视 (Pivot table)',
    });
    await expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent('Total');
  },
};

/**
 * Orders by region, the view's column holding the codes of a form's select (A, B, C): the
 * server answers the choices' labels beside the rows, and the chart, its tooltips and its data
 * table show them; a code without a choice (Z) shows as it is.
 */
const byRegion: StatisticResult = {
  dimension: {
    key: 'd',
    label: '地区',
    type: 'string',
    labels: { A: '华东', B: '华北', C: '华南' },
  },
  series: null,
  measures: [{ key: 'm0', label: '订单数', type: 'number' }],
  rows: [
    { d: 'A', m0: 132 },
    { d: 'B', m0: 96 },
    { d: 'C', m0: 71 },
    { d: 'Z', m0: 4 },
  ],
  truncated: false,
  ms: 12,
};
const labelled = (language: Language, result: StatisticResult = byRegion) =>
  frame(
    language,
    <StatisticView
      name="按地区的订单"
      content={{ chart: 'bar', dimension: { column: 'region' } }}
      result={result}
      fetching={false}
    />,
  );
export const Labelled: Story = {
  render: () => labelled('zh-CN'),
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole(
      'img',
      { name: '按地区的订单（柱状图）' },
      { timeout: 5000 },
    );
    await expect(within(chart).getAllByText('华东').length).toBeGreaterThan(0);
    await expect(within(chart).queryByText('A')).toBeNull();
  },
};
export const LabelledEnglish: Story = {
  render: () => labelled('en-US'),
  play: hasChart('按地区的订单 (Bar chart)'),
};

/** The dictionary of the labels was deleted since: the codes as they are, and a quiet note. */
export const LabelsGone: Story = {
  render: () =>
    labelled('zh-CN', {
      ...byRegion,
      dimension: {
        key: 'd',
        label: '地区',
        type: 'string',
        labelsNote: '字典“region”已不存在或已停用，值按原样显示。',
      },
    }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('值按原样显示');
  },
};

/** The top 5 days of 366: the answer says the other groups were left out. */
export const Truncated: Story = {
  render: () => drawn('top_days'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('只显示前 5 组，其余的已省略。')).toBeVisible();
  },
};
export const TruncatedEnglish: Story = {
  render: () => drawn('top_days', 'en-US'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only the first 5 groups are shown; the rest are left out.'),
    ).toBeVisible();
  },
};

/** The first answer on its way: 正在计算… where the chart will be. */
const loading = (language: Language) =>
  frame(
    language,
    <StatisticView
      name="按城市销售"
      content={sample('sales_by_city').content}
      result={undefined}
      fetching
    />,
  );
export const Loading: Story = { render: () => loading('zh-CN') };
export const LoadingEnglish: Story = { render: () => loading('en-US') };

/** The view ran out of time (50400): the server's message, and what to try. */
const failed = (language: Language, message: string) =>
  frame(
    language,
    <StatisticView
      name="超时的统计"
      content={{ chart: 'bar' }}
      result={undefined}
      fetching={false}
      error={{ kind: 'envelope', code: 50400, message }}
    />,
  );
export const Failed: Story = {
  render: () => failed('zh-CN', '视图运行超过了 5000 毫秒的上限，已被终止。'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('统计未能计算');
  },
};
export const FailedEnglish: Story = {
  render: () => failed('en-US', 'The view ran longer than its limit of 5000 ms and was stopped.'),
};

/** No order from 拉萨: 暂无数据 where the chart would be, the exports off. */
const empty = (language: Language) => {
  const { name, content } = sample('lhasa_orders');
  return frame(
    language,
    <StatisticView
      name={name}
      content={content}
      result={computeStatistic(sampleOrdersView(), content)}
      fetching={false}
    />,
  );
};
export const Empty: Story = {
  render: () => empty('zh-CN'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
export const EmptyEnglish: Story = { render: () => empty('en-US') };
