import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks, then runs the action and closes on Confirm', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderDesigner(
      <ConfirmDialog open message="Clear the form?" onConfirm={onConfirm} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent(
      'Clear the form?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing but close on Cancel, in Chinese too', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderDesigner(
      <ConfirmDialog open title="删除" message="确定？" onConfirm={onConfirm} onClose={onClose} />,
      { locale: 'zh-CN' },
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
