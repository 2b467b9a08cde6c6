import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { createNotifier, MAX_NOTICES } from './notifier';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('shows toasts and dismisses them', async () => {
    const notifier = createNotifier();
    render(<Notifications notifier={notifier} t={createTranslator('en-US')} />);
    act(() => notifier.notify({ type: 'error', message: 'Request failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the latest few toasts', () => {
    const notifier = createNotifier();
    for (let i = 0; i < MAX_NOTICES + 2; i++) notifier.notify({ type: 'info', message: `n${i}` });
    expect(notifier.list().map((notice) => notice.message)).toEqual(['n2', 'n3', 'n4', 'n5']);
  });
});
