import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import type { Position } from './position-api';
import { PositionScreen } from './PositionScreen';

const positions = [
  {
    id: 1,
    positionCode: 'P001',
    positionName: '工程师',
    positionLevel: 3,
    orgId: null,
    orgName: null,
    memberCount: 2,
    sort: 1,
    status: 1,
    remark: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
] as unknown as Position[];

const server: MockHandler = (request) =>
  request.path === routeUrl(API.position.page)
    ? pageAnswer(positions, request.body as { pageNo?: number; pageSize?: number })
    : { code: 40004, message: 'Not found' };

/** Switches the language, as the language menu does. */
function ToChinese() {
  const { i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage('zh-CN')}>
      中文
    </button>
  );
}

const CHINESE = /\p{Script=Han}/u;

describe('the position dialog', () => {
  it('is in English in English, and in Chinese once the language changes', async () => {
    render(
      <AdminStoryFrame server={server} language="en-US">
        <ToChinese />
        <PositionScreen title="Positions" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('P001')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add position' }));
    const code = await dialog.findByRole('textbox', { name: 'Code' }, { timeout: 10_000 });
    expect(code).toHaveAttribute(
      'placeholder',
      'Starts with a letter; may contain digits and _ - . :',
    );
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    // the number inputs are widgets of their own code, drawn once it has loaded
    expect(await dialog.findByRole('spinbutton', { name: 'Level' })).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: 'Sort' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Disabled' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Remark' })).toBeInTheDocument();
    // the rules speak English too
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter the code')).toBeInTheDocument();
    expect(screen.getByRole('dialog').textContent).not.toMatch(CHINESE);

    // the language menu sits outside the open (modal) dialog
    await user.click(screen.getByRole('button', { name: '中文', hidden: true }));
    expect(await dialog.findByRole('textbox', { name: '职务编码' })).toBeInTheDocument();
    expect(await dialog.findByRole('spinbutton', { name: '职级' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '启用' })).toBeChecked();
    expect(dialog.queryByRole('textbox', { name: 'Code' })).toBeNull();
  });
});
