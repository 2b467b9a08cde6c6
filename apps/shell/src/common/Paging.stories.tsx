import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { Paging } from './Paging';

function Pager({ language }: { language: 'zh-CN' | 'en-US' }) {
  const [state, setState] = useState({ pageNo: 1, pageSize: 10 });
  return (
    <StoryFrame language={language} messages={shellMessages}>
      <Paging
        total={137}
        pageNo={state.pageNo}
        pageSize={state.pageSize}
        onChange={(pageNo, pageSize) => setState({ pageNo, pageSize })}
      />
    </StoryFrame>
  );
}

const meta: Meta<typeof Paging> = { title: 'Shell/Paging', component: Paging };
export default meta;
type Story = StoryObj<typeof Paging>;

export const Chinese: Story = { render: () => <Pager language="zh-CN" /> };

/** Next page moves the rows shown. */
export const English: Story = {
  render: () => <Pager language="en-US" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 137')).toBeVisible();
  },
};
