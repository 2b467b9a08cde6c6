import { StoryFrame } from '@org/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleFile, uploadTransport } from '../testing/files-mock';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
import { FilesPage } from './FilesPage';
import { UploadTransportContext } from './upload';

function renderFiles(data: ShellServerData, gate?: Promise<void>) {
  return render(
    <StoryFrame
      signedIn
      path="/app/1/oss"
      language="en-US"
      messages={shellMessages}
      server={shellServer(data)}
    >
      <UploadTransportContext.Provider value={uploadTransport(data, { gate, stepMs: 0 })}>
        <ViewsProvider>
          <Routes>
            <Route path="/app/:appId/oss" element={<FilesPage />} />
          </Routes>
        </ViewsProvider>
      </UploadTransportContext.Provider>
    </StoryFrame>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Files' });
/** The names of the files listed, as the name column shows them. */
const names = () =>
  [...grid().querySelectorAll('[role="row"][data-id] [data-field="name"]')].map(
    (cell) => cell.textContent,
  );

beforeEach(() => localStorage.clear());

describe('the files page', () => {
  it("lists the application's files with size, type and uploader", async () => {
    renderFiles(sampleData());
    await screen.findByRole('grid', { name: 'Files' });
    await waitFor(() =>
      expect(names()).toEqual(['contract.pdf', 'visit-photo.jpg', 'customers.xlsx · private']),
    );
    const row = grid().querySelector('[role="row"][data-id]') as HTMLElement;
    expect(row).toHaveTextContent('240.0 KB');
    expect(row).toHaveTextContent('application/pdf');
    expect(row).toHaveTextContent('超级管理员');
    // Someone else's file can be downloaded but not deleted.
    expect(screen.getByRole('button', { name: 'Download visit-photo.jpg' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete visit-photo.jpg' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select “visit-photo.jpg”' })).toBeDisabled();
  });

  it('shows the progress of an upload, then lists the file as the application’s', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { container } = renderFiles(data, gate);
    await screen.findByRole('grid', { name: 'Files' });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'.repeat(2048)], 'minutes.txt', { type: 'text/plain' }));
    const bar = await screen.findByRole('progressbar', {
      name: 'Upload progress of “minutes.txt”',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Uploading “minutes.txt”')).toBeVisible();
    release();
    await waitFor(() => expect(names()).toContain('minutes.txt'));
    expect(screen.queryByRole('progressbar', { name: /minutes\.txt/ })).toBeNull();
    expect(data.files?.find((file) => file.name === 'minutes.txt')).toMatchObject({
      appId: 1,
      size: 2048,
    });
  });

  it('asks before deleting a file, naming it, and deletes several selected at once', async () => {
    const user = userEvent.setup();
    renderFiles(sampleData());
    await screen.findByRole('grid', { name: 'Files' });
    await user.click(await screen.findByRole('button', { name: 'Delete contract.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete files' });
    expect(dialog).toHaveTextContent('Delete the file “contract.pdf”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toContain('contract.pdf');

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete files' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['contract.pdf', 'customers.xlsx']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['visit-photo.jpg']));
  });

  it('searches by name and sorts by size', async () => {
    const user = userEvent.setup();
    renderFiles(sampleData());
    await screen.findByRole('grid', { name: 'Files' });
    await waitFor(() => expect(names()).toHaveLength(3));
    // the newest first; a click on a size or time sorts down first, a second one up
    expect(names()[0]).toBe('contract.pdf');
    await user.click(screen.getByRole('columnheader', { name: /^Size/ }));
    await waitFor(() => expect(names()[0]).toBe('visit-photo.jpg'));
    await user.click(screen.getByRole('columnheader', { name: /^Size/ }));
    await waitFor(() => expect(names()[0]).toBe('customers.xlsx · private'));
    await user.type(screen.getByLabelText('File name'), 'contract');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(names()).toEqual(['contract.pdf']));
    await user.clear(screen.getByLabelText('File name'));
    await user.type(screen.getByLabelText('File name'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No file name matches.')).toBeVisible();
  });

  it('pages through many files, ten at first', async () => {
    const user = userEvent.setup();
    const files = Array.from({ length: 23 }, (_, i) =>
      sampleFile({
        key: `k${i}_note-${i + 1}.txt`,
        name: `note-${i + 1}.txt`,
        updatedAt: new Date(Date.UTC(2026, 4, 1, 0, 23 - i)).toISOString(),
      }),
    );
    renderFiles({ ...sampleData(), files });
    await screen.findByRole('grid', { name: 'Files' });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('Total 23')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(names()).toEqual(['note-21.txt', 'note-22.txt', 'note-23.txt']));
  });
});
