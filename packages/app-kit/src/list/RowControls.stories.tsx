import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { GridCheckbox, ListRowStyles, RowButton, RowSwitch, useNamedText } from './RowControls';

/** A text with a name in it, as a screen's namespace has them. */
const DEMO_TEXTS = {
  'zh-CN': { demo: { enabledOf: '启用 {{name}}' } },
  'en-US': { demo: { enabledOf: 'Enabled {{name}}' } },
};

interface Args {
  onEdit: () => void;
}

/** One row's controls as a list shows them: selection, status switch, actions. */
function Row({ onEdit }: Args) {
  const [selected, setSelected] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const enabledOf = useNamedText('enabledOf', 'demo');
  return (
    <>
      <ListRowStyles />
      <div className="row-actions" style={{ height: 52 }}>
        <GridCheckbox
          checked={selected}
          onChange={() => setSelected(!selected)}
          slotProps={{ htmlInput: { 'aria-label': '选择行' } }}
        />
        <GridCheckbox indeterminate slotProps={{ htmlInput: { 'aria-label': '全选行' } }} />
        <RowSwitch
          checked={enabled}
          onChange={() => setEnabled(!enabled)}
          aria-label={enabledOf('张三 (zhangsan)')}
        />
        <RowButton onClick={onEdit} aria-label="修改 张三 (zhangsan)">
          修改
        </RowButton>
        <RowButton color="inherit">停用</RowButton>
        <RowButton color="error">删除</RowButton>
        <RowButton disabled>不可用</RowButton>
      </div>
    </>
  );
}

const meta = {
  title: 'App kit/List/Row controls',
  component: Row,
  args: { onEdit: fn() },
  decorators: [
    (Story) => (
      <StoryFrame signedIn messages={DEMO_TEXTS}>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Row>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Controls: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('checkbox', { name: '选择行' });
    await userEvent.click(select);
    await expect(select).toBeChecked();
    const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: '全选行' });
    await expect(all.indeterminate).toBe(true);
    const status = canvas.getByRole('switch', { name: '启用 张三 (zhangsan)' });
    await expect(status).toBeChecked();
    await userEvent.click(status);
    await expect(status).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '修改 张三 (zhangsan)' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '不可用' })).toBeDisabled();
  },
};
