import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { ExternalAppScreen } from './ExternalAppScreen';
import { externalAppServer } from './story-mocks';

/** The applications' mock server, keeping the bodies of create and update. */
function recorded() {
  const server = externalAppServer();
  const sent: { create: Record<string, unknown>[]; update: Record<string, unknown>[] } = {
    create: [],
    update: [],
  };
  const handler: MockHandler = (request) => {
    // create and update share their path: POST creates, PUT updates
    if (request.path === routeUrl(API.externalApp.create)) {
      const kind = request.method === API.externalApp.update.method ? 'update' : 'create';
      sent[kind].push(request.body as Record<string, unknown>);
    }
    return server(request);
  };
  return { handler, sent };
}

describe('the external application screen', () => {
  it('sends the gateway rate of a new application, and says how calls are signed', async () => {
    const { handler, sent } = recorded();
    render(
      <AdminStoryFrame server={handler}>
        <ExternalAppScreen title="外部应用" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('APP01')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = within(await screen.findByRole('dialog', { name: '新增外部应用' }));
    // the number inputs are widgets of their own code, drawn once it has loaded
    const rate = await form.findByRole('spinbutton', { name: '每分钟调用上限' });
    expect(rate).toHaveValue('600');
    expect(form.getByText(/限制该应用每分钟经网关调用接口的次数/)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: '应用编码' }), 'crm');
    await user.type(form.getByRole('textbox', { name: '应用名称' }), '客户关系');
    await user.clear(rate);
    await user.type(rate, '1200');
    await user.click(form.getByRole('button', { name: '确定' }));

    const shown = within(await screen.findByRole('dialog', { name: '客户关系 的密钥' }));
    expect(sent.create).toHaveLength(1);
    expect(sent.update).toEqual([]);
    expect(sent.create[0]).toMatchObject({
      appCode: 'crm',
      appName: '客户关系',
      rateLimitPerMinute: 1200,
    });
    expect(
      shown.getByText(
        '经网关调用接口时用此密钥签名：HMAC-SHA256，请求头 x-app-key, x-timestamp, x-nonce, x-signature。',
      ),
    ).toBeInTheDocument();
  });

  it('shows an application’s rate in the list and in its form, and sends a change', async () => {
    const { handler, sent } = recorded();
    render(
      <AdminStoryFrame server={handler} language="en-US">
        <ExternalAppScreen title="External apps" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('APP02')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Calls per minute' })).toBeInTheDocument();
    const row = screen.getByText('APP02').closest('[role="row"]');
    expect(within(row as HTMLElement).getByText('30')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit 合作方 2 (APP02)' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit external application' }));
    const rate = await form.findByRole('spinbutton', { name: 'Calls per minute' });
    expect(rate).toHaveValue('30');
    expect(
      form.getByText(/Limits the calls per minute the application may make through the gateway/),
    ).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '45');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.update).toHaveLength(1));
    expect(sent.update[0]).toMatchObject({ id: 2, appCode: 'APP02', rateLimitPerMinute: 45 });
    expect(sent.create).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(row as HTMLElement).findByText('45')).toBeInTheDocument();
  });
});
