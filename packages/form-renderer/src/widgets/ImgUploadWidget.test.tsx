import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImgUploadWidget } from './ImgUploadWidget';
import { WidgetHarness, makeWidget } from './story-harness';
import { createManualUploader, fileOf } from './upload-test-kit';
import { UPLOAD_SETTLE_MS } from './use-upload-list';

const value = () => screen.getByRole('status', { name: 'Value' });
const stored = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `k${index}`,
    url: `/img/${index}.png`,
    name: `photo${index}.png`,
  }));
const photos = (options: Parameters<typeof makeWidget<'imgupload'>>[1] = {}) =>
  makeWidget('imgupload', { isDelete: true, isEdit: true, ...options }, { name: 'Photos' });

describe('ImgUploadWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('shows tiles of the configured size', () => {
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ size: { width: 120, height: 80 } })}
        value={stored(1)}
      />,
    );
    expect(screen.getByRole('figure', { name: 'photo0.png' })).toHaveStyle({
      width: '120px',
      height: '80px',
    });
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toHaveStyle({
      width: '120px',
      height: '80px',
    });
  });

  it('uploads an image: progress, success 200 ms after the answer, then the change', async () => {
    const uploader = createManualUploader();
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    const input = screen.getByLabelText('Files for Photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user().upload(input, fileOf('cat.png', 'image/png'));
    const tile = screen.getByRole('figure', { name: 'cat.png' });
    expect(tile).toHaveAttribute('aria-busy', 'true');
    act(() => uploader.calls[0]!.onProgress(40));
    expect(within(tile).getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () =>
      uploader.calls[0]!.resolve({ url: '/img/cat.png', key: 'cat-key', name: 'cat.png' }),
    );
    expect(value()).toHaveTextContent('[]');
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(value()).toHaveTextContent('[{"key":"cat-key","url":"/img/cat.png","name":"cat.png"}]');
    expect(screen.getByRole('figure', { name: 'cat.png' })).not.toHaveAttribute('aria-busy');
  });

  it('marks an upload without an address as failed and removes it, without a message', async () => {
    const uploader = createManualUploader();
    const notify = vi.fn();
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile, notify }}
      />,
    );
    await user().upload(screen.getByLabelText('Files for Photos'), fileOf('dog.png', 'image/png'));
    await act(async () => uploader.calls[0]!.resolve({ url: '' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload of dog.png failed');
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(value()).toHaveTextContent('[]');
    expect(notify).not.toHaveBeenCalled();
  });

  it('removes a failed upload', async () => {
    const uploader = createManualUploader();
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    await user().upload(screen.getByLabelText('Files for Photos'), fileOf('dog.png', 'image/png'));
    await act(async () => uploader.calls[0]!.reject(new Error('network')));
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('refuses files that are not images', async () => {
    const uploader = createManualUploader();
    const notify = vi.fn();
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile, notify }}
      />,
    );
    await userEvent
      .setup({ applyAccept: false, advanceTimers: vi.advanceTimersByTime })
      .upload(screen.getByLabelText('Files for Photos'), fileOf('notes.txt', 'text/plain'));
    expect(uploader.calls).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith({
      type: 'warning',
      message: 'Only image files can be uploaded',
    });
  });

  it('disables the add button at the limit and uploads only what fits', async () => {
    const uploader = createManualUploader();
    const { unmount } = render(
      <WidgetHarness component={ImgUploadWidget} widget={photos({ limit: 2 })} value={stored(2)} />,
    );
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
    unmount();
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ limit: 2, multiple: true })}
        value={stored(1)}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    const input = screen.getByLabelText('Files for Photos');
    expect(input).toHaveAttribute('multiple');
    await user().upload(input, [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]);
    expect(uploader.calls.map((call) => call.file.name)).toEqual(['a.png']);
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
  });

  it('accepts one file at a time without multiple', () => {
    render(
      <WidgetHarness component={ImgUploadWidget} widget={photos({ multiple: false })} value={[]} />,
    );
    expect(screen.getByLabelText('Files for Photos')).not.toHaveAttribute('multiple');
  });

  it('hides the add button when readonly, and disables everything when disabled', () => {
    const { rerender } = render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ readonly: true })}
        value={stored(2)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Upload Photos' })).not.toBeInTheDocument();
    rerender(
      <WidgetHarness component={ImgUploadWidget} widget={photos()} value={stored(2)} disabled />,
    );
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
  });

  it('shows the delete button with isDelete while more than min images remain', async () => {
    render(
      <WidgetHarness component={ImgUploadWidget} widget={photos({ min: 1 })} value={stored(2)} />,
    );
    await user().click(screen.getByRole('button', { name: 'Remove photo0.png' }));
    expect(value()).toHaveTextContent('[{"key":"k1","url":"/img/1.png","name":"photo1.png"}]');
    expect(screen.queryByRole('button', { name: 'Remove photo1.png' })).not.toBeInTheDocument();
  });

  it('has no delete button without isDelete, and no edit button without isEdit', () => {
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ isDelete: false, isEdit: false })}
        value={stored(2)}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
  });

  it('replaces an image in place with isEdit', async () => {
    const uploader = createManualUploader();
    const { container } = render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={stored(3)}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    await user().click(screen.getByRole('button', { name: 'Replace photo1.png' }));
    const replacer = container.querySelector<HTMLInputElement>(
      'input[type="file"]:not([aria-label])',
    )!;
    await user().upload(replacer, fileOf('new.png', 'image/png'));
    const tiles = screen.getAllByRole('figure');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'photo0.png',
      'new.png',
      'photo2.png',
    ]);
    expect(tiles[1]).toHaveAttribute('aria-busy', 'true');
    await act(async () => uploader.calls[0]!.resolve({ url: '/img/new.png', key: 'new' }));
    act(() => vi.advanceTimersByTime(UPLOAD_SETTLE_MS));
    expect(value()).toHaveTextContent(
      '[{"key":"k0","url":"/img/0.png","name":"photo0.png"},{"key":"new","url":"/img/new.png","name":"new.png"},{"key":"k2","url":"/img/2.png","name":"photo2.png"}]',
    );
  });

  it('shows the add button in cloud-storage mode only once a token exists', async () => {
    let answer: (token: string | null) => void = () => undefined;
    const getUploadToken = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ isQiniu: true })}
        value={[]}
        services={{ getUploadToken }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Upload Photos' })).not.toBeInTheDocument();
    await act(async () => answer('token-123'));
    expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeEnabled();
  });

  it('keeps the add button hidden in cloud-storage mode when no token comes', async () => {
    const getUploadToken = vi.fn(() => Promise.resolve(null));
    render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos({ isQiniu: true })}
        value={[]}
        services={{ getUploadToken }}
      />,
    );
    await act(async () => undefined);
    expect(getUploadToken).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Upload Photos' })).not.toBeInTheDocument();
  });

  it('aborts uploads in flight when it goes away', async () => {
    const uploader = createManualUploader();
    const { unmount } = render(
      <WidgetHarness
        component={ImgUploadWidget}
        widget={photos()}
        value={[]}
        services={{ uploadFile: uploader.uploadFile }}
      />,
    );
    await user().upload(screen.getByLabelText('Files for Photos'), fileOf('cat.png', 'image/png'));
    unmount();
    expect(uploader.calls[0]!.signal.aborted).toBe(true);
  });
});
