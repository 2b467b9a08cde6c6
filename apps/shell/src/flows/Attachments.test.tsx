import {
  AppKitProvider,
  createAppKit,
  createI18n,
  loadUserInfo,
  mockAdapter,
  setToken,
} from '@org/app-kit';
import { userInfo } from '@org/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { App } from '../App';
import { shellMessages } from '../messages';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server, which lists the mocks.
import { uploadTransport } from '../testing/files-mock';
import { flowsStateOf } from '../testing/flows-mock';
import { AttachmentTransportContext } from './attachment-upload';
import { givesJsdomWhatReactFlowNeeds } from '../flowdesign/jsdom-react-flow.test-helpers';

/** The whole shell at `path`, its attachments uploaded in memory. */
function renderWithUploads(path: string) {
  setToken('test-token');
  const data = sampleData();
  const flows = flowsStateOf(data);
  const kit = createAppKit({ adapter: mockAdapter(shellServer(data, { requireToken: true })) });
  kit.store.dispatch(loadUserInfo.fulfilled(userInfo(), 't'));
  render(
    <AppKitProvider kit={kit} i18n={createI18n(shellMessages, 'en-US')} reload={() => undefined}>
      <AttachmentTransportContext.Provider value={uploadTransport(data, { stepMs: 0 })}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </AttachmentTransportContext.Provider>
    </AppKitProvider>,
  );
  return flows;
}

// The flow's page shows the designer's editor (React Flow).
givesJsdomWhatReactFlowNeeds();
beforeEach(() => localStorage.clear());

describe('a decision’s attachments', () => {
  it('are uploaded when picked, can be removed, and go with the decision', async () => {
    const user = userEvent.setup();
    const flows = renderWithUploads('/processCenter/workflowView?id=9001');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['x'.repeat(2048)], 'minutes.txt', { type: 'text/plain' }),
      new File(['y'.repeat(512)], 'draft.txt', { type: 'text/plain' }),
    ]);
    const files = within(dialog).getByRole('list', { name: 'Attached files' });
    // each with its progress while it is sent, then with its size
    const remove = await within(files).findByRole('button', {
      name: 'Remove the attachment draft.txt',
    });
    await within(files).findByRole('button', { name: 'Remove the attachment minutes.txt' });
    expect(files).toHaveTextContent('minutes.txt2.0 KB');
    await user.click(remove);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const history = screen.getByRole('list', { name: 'History' });
    const link = await within(history).findByRole('link', { name: 'minutes.txt' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/storage\/file\/.+minutes\.txt$/),
    );
    const approval = flows.instances[0]!.history.find((step) => step.action === 'APPROVE');
    expect(approval?.attachments).toEqual([
      { name: 'minutes.txt', url: expect.any(String), size: 2048 },
    ]);
  });
});
