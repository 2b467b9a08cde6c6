import { ThemeProvider } from '@mui/material/styles';
import { kitTheme } from '../AppKitProvider';
import { createI18n } from '../i18n/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMessages } from './messages';
import { Pager } from './Pager';
import { SEARCH_COLLAPSED_HEIGHT, SearchArea } from './SearchArea';

const i18n = createI18n(listMessages, 'zh-CN');
const wrap = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={kitTheme('zh-CN')}>{node}</ThemeProvider>
    </I18nextProvider>,
  );

function withContentHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'search-fields' ? height : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('SearchArea', () => {
  it('shows no toggle when the fields fit in 53 px', () => {
    withContentHeight(SEARCH_COLLAPSED_HEIGHT);
    wrap(
      <SearchArea onSearch={() => undefined} onReset={() => undefined}>
        <input aria-label="code" />
      </SearchArea>,
    );
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
    expect(screen.getByTestId('search-fields').style.maxHeight).toBe('');
  });

  it('collapses taller fields to 53 px with a 展开 / 收起 toggle', async () => {
    withContentHeight(120);
    wrap(
      <SearchArea onSearch={() => undefined} onReset={() => undefined}>
        <input aria-label="code" />
      </SearchArea>,
    );
    const fields = screen.getByTestId('search-fields');
    expect(getComputedStyle(fields).maxHeight).toBe('53px');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(getComputedStyle(fields).maxHeight).toBe('none');
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches on Enter and on the button, and resets', async () => {
    withContentHeight(40);
    const onSearch = vi.fn();
    const onReset = vi.fn();
    wrap(
      <SearchArea onSearch={onSearch} onReset={onReset}>
        <input aria-label="code" />
      </SearchArea>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('code'), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('Pager', () => {
  it('shows the total, the sizes 10/20/50/100, previous, pages and next', async () => {
    const onChange = vi.fn();
    wrap(<Pager total={53} pageNo={1} pageSize={10} onChange={onChange} />);
    expect(screen.getByText('共 53 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '转到上一页' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '转到第 6 页' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: '转到下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('says "about" when the server estimated the total', () => {
    wrap(<Pager total={1_000_000} estimated pageNo={1} pageSize={10} onChange={() => undefined} />);
    expect(screen.getByText('约 1000000 条')).toBeInTheDocument();
    expect(screen.queryByText(/^共/)).toBeNull();
  });
});
