import { API, type RouteContract, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { HttpRequest, HttpResponse, Transport } from '@org/upload-sdk';
import type { FileEntry } from '../api/files-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

const STAMP = '2026-05-04T09:30:00.000Z';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

/** A stored file of application 1 for stories and tests. */
export function sampleFile(fields: Partial<FileEntry> = {}): FileEntry {
  return {
    key: 'k1_contract.pdf',
    name: 'contract.pdf',
    size: 245_760,
    mimeType: 'application/pdf',
    visibility: 'public',
    appId: 1,
    ownerId: 1,
    ownerName: '超级管理员',
    removable: true,
    updatedAt: STAMP,
    ...fields,
  };
}

export const sampleFiles = (): FileEntry[] => [
  sampleFile(),
  sampleFile({
    key: 'u/2/k2_visit-photo.jpg',
    name: 'visit-photo.jpg',
    size: 1_843_200,
    mimeType: 'image/jpeg',
    ownerId: 2,
    ownerName: '编辑',
    removable: false,
    updatedAt: '2026-05-03T08:10:00.000Z',
  }),
  sampleFile({
    key: 'k3_customers.xlsx',
    name: 'customers.xlsx',
    size: 52_224,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    visibility: 'private',
    updatedAt: '2026-05-02T16:45:00.000Z',
  }),
];

const filesOf = (data: ShellServerData): FileEntry[] => (data.files ??= sampleFiles());

/** The file routes of the files page: list (search, sort, paging), address, delete, tokens. */
export const filesMock: AreaMock = (data) => (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (is(request, API.files.page)) {
    const name = typeof body.fileName === 'string' ? body.fileName.toLowerCase() : '';
    const bySize = body.sortBy === 'fsize';
    const sign = body.sortOrder === 'asc' ? 1 : -1;
    const list = filesOf(data)
      .filter((file) => file.appId === body.appId && file.key.toLowerCase().includes(name))
      .sort((a, b) => sign * (bySize ? a.size - b.size : a.updatedAt.localeCompare(b.updatedAt)));
    const pageNo = Number(body.pageNo ?? 1);
    const pageSize = Number(body.pageSize ?? 10);
    return {
      code: 20000,
      data: {
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: list.length,
        pageNo,
        pageSize,
      },
    };
  }
  if (is(request, API.files.url)) {
    const file = filesOf(data).find((each) => each.key === request.query.get('key'));
    if (!file) return { code: 40004, message: 'File not found' };
    return {
      code: 20000,
      data: { url: `/storage/file/${file.key}`, name: file.name, expiresAt: null },
    };
  }
  if (is(request, API.files.remove)) {
    const keys = new Set((body.keys as string[] | undefined) ?? []);
    const refused = filesOf(data).find((file) => keys.has(file.key) && !file.removable);
    if (refused) {
      return { code: 40003, message: `The file ${refused.key} was uploaded by someone else.` };
    }
    data.files = filesOf(data).filter((file) => !keys.has(file.key));
    return { code: 20000, data: { affected: keys.size } };
  }
  if (is(request, API.storage.uploadToken)) {
    const answer: MockAnswer = {
      code: 20000,
      data: {
        uptoken: 'platform:sign:policy',
        bucket: 'platform',
        key: request.query.get('key'),
        keyPrefix: '',
        deadline: 0,
        apiHost: '/storage',
        uploadHost: '/storage',
        domain: '/storage/file',
      },
    };
    return answer;
  }
  return undefined;
};

function answer(status: number, body: unknown): HttpResponse {
  return { status, header: () => null, text: JSON.stringify(body) };
}

/**
 * The direct upload answered in memory, for stories and tests: progress at half, then (after
 * `gate`, or a moment) the whole, and the file joins `data.files` as the application's.
 */
export function uploadTransport(
  data: ShellServerData,
  options: { gate?: Promise<void>; stepMs?: number } = {},
): Transport {
  let next = 0;
  return async (request: HttpRequest) => {
    if (request.method !== 'POST' || request.url !== routeUrl(API.storage.directUpload)) {
      return answer(404, { error: `No mock for ${request.method} ${request.url}` });
    }
    const form = request.body as FormData;
    const file = form.get('file') as File;
    const name = String(form.get('fname') ?? file.name);
    const app = data.apps.find((each) => each.appCode === form.get('appCode'));
    const wait = () => new Promise((resolve) => setTimeout(resolve, options.stepMs ?? 300));
    request.onUploadProgress?.(Math.floor(file.size / 2), file.size);
    await (options.gate ?? wait());
    request.onUploadProgress?.(file.size, file.size);
    next += 1;
    const key = `new${next}_${name}`;
    data.files = [
      sampleFile({
        key,
        name,
        size: file.size,
        mimeType: file.type,
        appId: app?.id ?? null,
        updatedAt: new Date().toISOString(),
      }),
      ...filesOf(data),
    ];
    return answer(200, {
      code: 20000,
      data: { url: `/storage/file/${key}`, key, name, size: file.size, hash: 'hash' },
    });
  };
}
