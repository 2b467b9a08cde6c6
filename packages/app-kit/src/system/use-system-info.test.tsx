import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppKit } from '../store';
import { AppKitProvider } from '../AppKitProvider';
import { createI18n } from '../i18n/i18n';
import { SignInPage } from '../login/SignInPage';
import { writePreference } from '../session/token';
import { mockAdapter } from '../testing/mock-adapter';

/** A server whose platform speaks `language` (an older server names none). */
const platform = (language?: string) =>
  mockAdapter((request) =>
    request.path.endsWith('/sysInfo')
      ? { code: 20000, data: { sysName: '', sysLog: null, ...(language ? { language } : {}) } }
      : { code: 60204, message: 'refused' },
  );

/** The sign-in page as a first visit shows it: the kit's own language choice, no test's. */
function visit(adapter: ReturnType<typeof platform>) {
  const i18n = createI18n({});
  render(
    <AppKitProvider kit={createAppKit({ adapter })} i18n={i18n} reload={() => undefined}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="*" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>
    </AppKitProvider>,
  );
  return i18n;
}

describe('the language of a first visit', () => {
  beforeEach(() => {
    document.cookie = 'language=; path=/; max-age=0';
    document.cookie = 'platformLanguage=; path=/; max-age=0';
  });

  it('is the platform’s, with its default name, until the user chooses one', async () => {
    visit(platform('en-US'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Business Platform')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    // following the platform is not a choice: a platform switched back is followed again
    expect(document.cookie).not.toMatch(/(^|; )language=/);
  });

  it('opens in the platform’s language the server named before, while it asks again', () => {
    document.cookie = 'platformLanguage=en-US; path=/';
    visit(platform('en-US'));
    // the first frame, before the server has answered
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is Chinese on a platform that names no language', async () => {
    visit(platform());
    expect(await screen.findByText('综合业务平台')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('is the user’s choice over the platform’s, and the menu keeps a new choice', async () => {
    writePreference('language', 'zh-CN');
    const i18n = visit(platform('en-US'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '语言' }));
    expect(i18n.language).toBe('zh-CN');
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(document.cookie).toContain('language=en-US');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
