import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploadWidget } from './FileUploadWidget';
import { WidgetHarness, makeWidget } from './story-harness';
import { createManualUploader, fileOf } from './upload-test-kit';
import { UPLOAD_SETTLE_MS } from './use-upload-list';

const value = () => screen.getByRole('status', { name: 'Value' });
const stored = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `k${index}`,
    url: `/files/${index}.pdf`,
    name: `doc${index}.pdf`,
  }));
const attachments = (options: Parameters<typeof makeWidget<'fileupload'>>[1] = {}) =>
  makeWidget('fileupload', options, { name: 'Attachments' });

describe('FileUploadWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('shows the tip and uploads a file with its progress, emitting after success', async () => {
    const uploader = createManualUploader();
    render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments({ tip: 'PDF files up to 10 MB' })}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    expect(screen.getByText('PDF files up to 10 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select file for Attachments' })).toHaveTextContent(
      'Select file',
    );
    await user().upload(
      screen.getByLabelText('Files for Attachments'),
      fileOf('report.pdf', 'application/pdf'),
    );
    const list = screen.getByRole('list', { name: 'Files of Attachments' });
    act(() => uploader.calls[0]!.onProgress(65));
    expect(within(list).getByRole('progressbar', { name: 'Uploading 65%' })).toBeInTheDocument();
    await act(async () => uploader.calls[0]!.resolve({ url: '/files/report.pdf', key: 'r1' }));
    expect(value()).toHaveTextContent('[]');
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(value()).toHaveTextContent(
      '[{"key":"r1","url":"/files/report.pdf","name":"report.pdf"}]',
    );
    expect(within(list).getByRole('link', { name: 'report.pdf' })).toHaveAttribute(
      'href',
      '/files/report.pdf',
    );
  });

  it('marks a failed upload and removes it', async () => {
    const uploader = createManualUploader();
    render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    await user().upload(
      screen.getByLabelText('Files for Attachments'),
      fileOf('x.zip', 'application/zip'),
    );
    await act(async () => uploader.calls[0]!.reject(new Error('500')));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload of x.zip failed');
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(value()).toHaveTextContent('[]');
  });

  it('allows nine files by default', () => {
    render(<WidgetHarness component={FileUploadWidget} widget={attachments()} value={stored(9)} />);
    expect(screen.getByRole('button', { name: 'Select file for Attachments' })).toBeDisabled();
  });

  it('allows several files at once with multiple', () => {
    render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments({ multiple: true })}
        value={[]}
      />,
    );
    expect(screen.getByLabelText('Files for Attachments')).toHaveAttribute('multiple');
  });

  it('removes a file, unless disabled', async () => {
    const { rerender } = render(
      <WidgetHarness component={FileUploadWidget} widget={attachments()} value={stored(2)} />,
    );
    await user().click(screen.getByRole('button', { name: 'Remove doc0.pdf' }));
    expect(value()).toHaveTextContent('[{"key":"k1","url":"/files/1.pdf","name":"doc1.pdf"}]');
    rerender(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments()}
        value={stored(2)}
        disabled
      />,
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select file for Attachments' })).toBeDisabled();
  });

  it('hides the button when readonly and, in cloud mode, until a token exists', async () => {
    const { unmount } = render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments({ readonly: true })}
        value={stored(1)}
      />,
    );
    expect(
      screen.queryByRole('button', { name: 'Select file for Attachments' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    unmount();
    render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={attachments({ isQiniu: true })}
        value={[]}
        services={{ getUploadToken: () => Promise.resolve('tok') }}
      />,
    );
    expect(
      screen.queryByRole('button', { name: 'Select file for Attachments' }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Select file for Attachments' }),
    ).toBeEnabled();
  });

  it('passes the widget to the uploader, which knows its action or cloud settings', async () => {
    const uploader = createManualUploader();
    const widget = attachments({
      action: '/api/upload',
      headers: [{ key: 'X-App', value: 'demo' }],
    });
    render(
      <WidgetHarness
        component={FileUploadWidget}
        widget={widget}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    await user().upload(
      screen.getByLabelText('Files for Attachments'),
      fileOf('a.txt', 'text/plain'),
    );
    expect(uploader.calls[0]!.widget).toBe(widget);
  });
});
