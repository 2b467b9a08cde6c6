import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, renderWithKit } from '../testing/render';
import { LanguageSwitch } from './LanguageSwitch';

const setup = () => renderWithKit(<Route path="*" element={<LanguageSwitch />} />, '/');

describe('language switch', () => {
  it('shows its button at once, and its menu only when opened', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on the current language, and Escape closes it', async () => {
    setup();
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const current = await screen.findByRole('menuitem', { name: 'English' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(current).toHaveClass('Mui-selected');
    await waitFor(() => expect(current).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '中文' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('changes the language and closes', async () => {
    const view = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    expect(view.i18n.language).toBe('zh-CN');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: '语言' })).toBeInTheDocument();
    // opened again, the new language is the one marked
    await user.click(screen.getByRole('button', { name: '语言' }));
    expect(await screen.findByRole('menuitem', { name: '中文' })).toHaveClass('Mui-selected');
  });
});
