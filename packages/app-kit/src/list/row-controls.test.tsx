import { createI18n } from '../i18n/i18n';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { listMessages } from './messages';
import { MemoryRouter } from 'react-router';
import { GridCheckbox, RowButton, RowLink, RowSwitch, useNamedText } from './RowControls';

/** A screen's namespace with a text that names a record. */
const texts = {
  'zh-CN': { ...listMessages['zh-CN'], demo: { moreOf: '更多操作 {{name}}' } },
  'en-US': { ...listMessages['en-US'], demo: { moreOf: 'More actions {{name}}' } },
};

const wrapper = (language: 'zh-CN' | 'en-US') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={createI18n(texts, language)}>{children}</I18nextProvider>;
  };

describe('row controls', () => {
  it('useNamedText gives what translating with the name gives, in each language', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const i18n = createI18n(texts, language);
      const { result } = renderHook(() => useNamedText('moreOf', 'demo'), {
        wrapper: wrapper(language),
      });
      const name = 'Ann & <Bob> (ann)';
      expect(result.current(name)).toBe(i18n.t('moreOf', { ns: 'demo', name }));
      expect(result.current(name)).toMatch(/^(更多操作|More actions) Ann & <Bob> \(ann\)$/);
    }
  });

  it('RowLink is a link drawn as a row button', () => {
    render(
      <MemoryRouter>
        <RowLink to="/app/3" color="success" aria-label="打开 客户管理">
          打开
        </RowLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '打开 客户管理' });
    expect(link).toHaveAttribute('href', '/app/3');
    expect(link).toHaveClass('row-button', 'row-button-success');
  });

  it('RowButton is a button of its own type with the label and colour given', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <RowButton color="error" aria-label="删除 张三" onClick={() => onClick('clicked')}>
          删除
        </RowButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: '删除 张三' });
    expect(button.className).toBe('row-button row-button-error');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledExactlyOnceWith('clicked');
  });

  it('GridCheckbox passes the grid its change, label, ref and indeterminate state', async () => {
    const onChange = vi.fn();
    const inputRef = { current: null as HTMLInputElement | null };
    const { rerender } = render(
      <GridCheckbox
        checked={false}
        indeterminate
        onChange={onChange}
        inputRef={inputRef}
        tabIndex={-1}
        slotProps={{ htmlInput: { 'aria-label': '全选行', name: 'select_all_rows' } }}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '全选行' });
    expect(box.indeterminate).toBe(true);
    expect(box.name).toBe('select_all_rows');
    expect(box.tabIndex).toBe(-1);
    expect(inputRef.current).toBe(box);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledOnce();
    rerender(<GridCheckbox checked slotProps={{ htmlInput: { 'aria-label': '全选行' } }} />);
    expect(box.indeterminate).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('RowSwitch is a switch', async () => {
    const onChange = vi.fn();
    render(<RowSwitch checked onChange={onChange} aria-label="启用 张三" />);
    const status = screen.getByRole('switch', { name: '启用 张三' });
    expect(status).toBeChecked();
    await userEvent.click(status);
    expect(onChange).toHaveBeenCalledOnce();
  });
});
