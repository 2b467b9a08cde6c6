import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChoiceItem } from '../contract';
import { CascaderWidget } from './CascaderWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });
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
  { value: 'js', label: 'Jiangsu', children: [{ value: 'nj', label: 'Nanjing' }] },
  { value: 'xx', label: 'Closed', disabled: true },
];
const choices = staticChoices(tree);
const cascader = (options: Parameters<typeof makeWidget<'cascader'>>[1] = {}) =>
  makeWidget('cascader', options, { name: 'Place' });

describe('CascaderWidget', () => {
  it('walks the levels and stores the path of values, showing every label', async () => {
    render(
      <WidgetHarness component={CascaderWidget} widget={cascader()} value={[]} choices={choices} />,
    );
    const box = screen.getByRole('combobox', { name: 'Place' });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hangzhou' }));
    expect(screen.getAllByRole('listbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('option', { name: 'Binjiang' }));
    expect(value()).toHaveTextContent('["zj","hz","bj"]');
    expect(box).toHaveValue('Zhejiang / Hangzhou / Binjiang');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the last label without showAllLevels', () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ showAllLevels: false })}
        value={['zj', 'nb']}
        choices={choices}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveValue('Ningbo');
  });

  it('does not pick a parent without checkStrictly', async () => {
    render(
      <WidgetHarness component={CascaderWidget} widget={cascader()} value={[]} choices={choices} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    await userEvent.click(screen.getByRole('option', { name: 'Jiangsu' }));
    expect(screen.getByRole('option', { name: 'Nanjing' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('[]');
  });

  it('picks any level with checkStrictly', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ checkStrictly: true })}
        value={[]}
        choices={choices}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    const zhejiang = screen.getByRole('option', { name: 'Zhejiang' });
    await userEvent.click(within(zhejiang).getByRole('radio', { hidden: true }));
    expect(value()).toHaveTextContent('["zj"]');
  });

  it('checks several leaves with multiple; a parent checks all its leaves', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ multiple: true })}
        value={[]}
        choices={choices}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    await userEvent.click(
      within(screen.getByRole('option', { name: 'Jiangsu' })).getByRole('checkbox', {
        hidden: true,
      }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ningbo' }));
    expect(screen.getByRole('option', { name: 'Zhejiang' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('[["js","nj"],["zj","nb"]]');
    expect(screen.getByText('Jiangsu / Nanjing')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Zhejiang / Ningbo' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(value()).toHaveTextContent('[["js","nj"]]');
  });

  it('checks nodes of any level independently with multiple and checkStrictly', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ multiple: true, checkStrictly: true })}
        value={[]}
        choices={choices}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    await userEvent.click(
      within(screen.getByRole('option', { name: 'Zhejiang' })).getByRole('checkbox', {
        hidden: true,
      }),
    );
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('[["zj"]]');
  });

  it('searches every path with filterable', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ filterable: true })}
        value={[]}
        choices={choices}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Place' });
    await userEvent.type(box, 'lake');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Zhejiang / Hangzhou / West Lake',
    ]);
    await userEvent.click(options[0]!);
    expect(value()).toHaveTextContent('["zj","hz","xh"]');
  });

  it('moves through the levels with the keyboard', async () => {
    render(
      <WidgetHarness component={CascaderWidget} widget={cascader()} value={[]} choices={choices} />,
    );
    screen.getByRole('combobox', { name: 'Place' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Zhejiang' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('option', { name: 'Hangzhou' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toHaveTextContent('["zj","nb"]');
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveFocus();
  });

  it('clears with clearable', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ clearable: true })}
        value={['js', 'nj']}
        choices={choices}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('[]');
  });

  it('shows a loading placeholder in Chinese while remote data loads, and stays closed', async () => {
    render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ remote: true, placeholder: '请选择地区' })}
        value={[]}
        locale="zh-CN"
        choices={staticChoices([], { loading: true })}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Place' });
    expect(box).toHaveAttribute('placeholder', '加载中，请稍候');
    expect(box).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(box);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the loading placeholder in English for en-US, then the placeholder', () => {
    const widget = cascader({ remote: true, placeholder: 'Choose a place' });
    const { rerender } = render(
      <WidgetHarness
        component={CascaderWidget}
        widget={widget}
        value={[]}
        choices={staticChoices([], { loading: true })}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveAttribute(
      'placeholder',
      'Loading options, please wait',
    );
    rerender(
      <WidgetHarness component={CascaderWidget} widget={widget} value={[]} choices={choices} />,
    );
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveAttribute(
      'placeholder',
      'Choose a place',
    );
  });

  it('does not open when disabled or readonly, and links its error', async () => {
    const { rerender } = render(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader()}
        value={[]}
        choices={choices}
        disabled
        error="Required"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Place' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveAccessibleDescription('Required');
    rerender(
      <WidgetHarness
        component={CascaderWidget}
        widget={cascader({ readonly: true })}
        value={[]}
        choices={choices}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks disabled choices and ignores them', async () => {
    render(
      <WidgetHarness component={CascaderWidget} widget={cascader()} value={[]} choices={choices} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Place' }));
    const closed = screen.getByRole('option', { name: 'Closed' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
