import type { FileUploadWidget, ImgUploadWidget, UploadedFile } from '@org/form-schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RendererServices } from '../contract';

/** Time between a finished upload and its success (the progress bar completes first). */
export const UPLOAD_SETTLE_MS = 200;

export type UploadStatus = 'uploading' | 'success' | 'error';

/** One tile or row of an upload widget: a stored file, or one being uploaded. */
export interface UploadItem {
  uid: string;
  name: string;
  /** The stored address, or a local preview while uploading. */
  url: string;
  status: UploadStatus;
  /** 0–100. */
  percent: number;
}

interface Pending extends UploadItem {
  /** The stored entry this upload replaces (edit), by identity. */
  replaces?: string;
}

const identity = (entry: UploadedFile) => `${entry.key}\u0000${entry.url}`;

/** The stored list of an upload widget: entries with a text `url`. */
export function uploadedFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is UploadedFile =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as UploadedFile).url === 'string',
  );
}

function canPreview(file: File): boolean {
  return file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
}

let nextUid = 1;

/**
 * The files of an upload widget and the uploads in flight. Each upload goes through
 * `services.uploadFile` and shows its percentage; when an address comes back, the item turns
 * to success 200 ms later and only then is the new list emitted. Without an address, or on
 * failure, the item is marked as failed and removed (no message). Editing replaces the stored
 * file at its place with a new uploading item. On unmount, uploads are aborted and timers and
 * previews released.
 */
export function useUploadList(options: {
  value: unknown;
  onChange: (value: UploadedFile[]) => void;
  widget: ImgUploadWidget | FileUploadWidget;
  services: RendererServices;
}) {
  const { value, widget, services } = options;
  const entries = useMemo(() => uploadedFiles(value), [value]);
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(entries);
  const emit = useRef(options.onChange);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  useEffect(() => {
    latest.current = entries;
  }, [entries]);
  useEffect(() => {
    emit.current = options.onChange;
  });
  useEffect(() => {
    const ownTimers = timers.current;
    const ownControllers = controllers.current;
    const ownPreviews = previews.current;
    return () => {
      for (const timer of ownTimers) clearTimeout(timer);
      for (const controller of ownControllers.values()) controller.abort();
      for (const url of ownPreviews.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const later = (action: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, UPLOAD_SETTLE_MS);
    timers.current.add(timer);
  };
  const patch = (uid: string, change: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
  const drop = (uid: string) => {
    setPending((list) => list.filter((item) => item.uid !== uid));
    controllers.current.delete(uid);
    const preview = previews.current.get(uid);
    if (preview) {
      URL.revokeObjectURL(preview);
      previews.current.delete(uid);
    }
  };

  const start = (file: File, replaces?: string) => {
    const uid = `upload-${nextUid++}`;
    const preview = canPreview(file) ? URL.createObjectURL(file) : '';
    if (preview) previews.current.set(uid, preview);
    const controller = new AbortController();
    controllers.current.set(uid, controller);
    setPending((list) => [
      ...list,
      { uid, name: file.name, url: preview, status: 'uploading', percent: 0, replaces },
    ]);
    let percent = 0;
    services
      .uploadFile({
        file,
        widget,
        signal: controller.signal,
        onProgress: (reported) => {
          const next = Math.max(percent, Math.min(100, Math.round(reported)));
          if (next === percent) return;
          percent = next;
          patch(uid, { percent: next });
        },
      })
      .then((result) => {
        if (!result || typeof result.url !== 'string' || result.url === '')
          throw new Error('no url');
        patch(uid, { percent: 100 });
        later(() => {
          const entry: UploadedFile = {
            key: result.key ?? result.url,
            url: result.url,
            name: result.name ?? file.name,
          };
          const list = [...latest.current];
          const at =
            replaces === undefined ? -1 : list.findIndex((item) => identity(item) === replaces);
          if (at >= 0) list[at] = entry;
          else list.push(entry);
          latest.current = list;
          drop(uid);
          emit.current(list);
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        patch(uid, { status: 'error' });
        later(() => drop(uid));
      });
  };

  const items = useMemo(() => {
    const shown: UploadItem[] = entries.map((entry, index) => {
      const replacement = pending.find((item) => item.replaces === identity(entry));
      if (replacement) return replacement;
      return {
        uid: `stored-${index}-${entry.url}`,
        name: entry.name ?? entry.url.split('/').pop() ?? entry.url,
        url: entry.url,
        status: 'success',
        percent: 100,
      };
    });
    const stored = new Set(entries.map(identity));
    for (const item of pending) {
      if (item.replaces === undefined || !stored.has(item.replaces)) shown.push(item);
    }
    return shown;
  }, [entries, pending]);

  return {
    items,
    /** Files stored or on their way, as counted against `limit`. */
    count: items.length,
    /** Uploads new files at the end. */
    add: (files: readonly File[]) => files.forEach((file) => start(file)),
    /** Uploads a file in place of the stored file shown at `index`. */
    replace: (index: number, file: File) => {
      const entry = entries[index];
      if (entry) start(file, identity(entry));
    },
    /** Removes the stored file shown at `index`. */
    remove: (index: number) => {
      const entry = entries[index];
      if (!entry) return;
      const list = latest.current.filter((item) => identity(item) !== identity(entry));
      latest.current = list;
      emit.current(list);
    },
  };
}

/**
 * Whether the upload button may show: at once for direct uploads; for cloud storage
 * (`isQiniu`), once `getUploadToken` gives a token.
 */
export function useUploadReady(
  widget: ImgUploadWidget | FileUploadWidget,
  getUploadToken: RendererServices['getUploadToken'],
): boolean {
  const cloud = widget.options.isQiniu === true;
  const [token, setToken] = useState<{ widget: unknown; ready: boolean } | null>(null);
  useEffect(() => {
    if (!cloud) return;
    let live = true;
    getUploadToken(widget).then(
      (value) => live && setToken({ widget, ready: typeof value === 'string' && value !== '' }),
      () => live && setToken({ widget, ready: false }),
    );
    return () => {
      live = false;
    };
  }, [cloud, widget, getUploadToken]);
  if (!cloud) return true;
  return token !== null && token.widget === widget && token.ready;
}
