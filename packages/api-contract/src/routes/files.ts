import { Affected } from '../common';
import { PageOf } from '../paging';
import { defineRoute } from '../route';
import { FORM_PERMISSIONS } from '../schemas/forms';
import { FileEntry, FileKeysBody, FilePageQuery, FileUrl, FileUrlQuery } from '../schemas/files';

const base = '/storage/v1/files';
const tag = 'storage';

/**
 * The files uploaded for an application (the shell's file page): list, download address and
 * delete. Reading an application's files needs the applications' view code; deleting follows
 * the storage rules (the uploader, or a holder of `system:storage:manage`).
 */
export const fileRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: "A page of an application's stored files, newest first by default",
    access: { permission: FORM_PERMISSIONS.view },
    body: FilePageQuery,
    data: PageOf(FileEntry),
  }),
  url: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/url`,
    tag,
    summary: 'The download address of a stored file',
    description:
      'Public files: their public address. Private files: an address signed for a short ' +
      'time, answered to their uploader or a holder of `system:storage:manage` (40003 ' +
      'otherwise).',
    access: 'signedIn',
    querystring: FileUrlQuery,
    data: FileUrl,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: base,
    tag,
    summary: 'Delete stored files by key: their bytes and their records',
    description:
      'Every key must name a stored file (40004) the caller uploaded, unless the caller holds ' +
      '`system:storage:manage` (40003); nothing is deleted when one is refused.',
    access: 'signedIn',
    body: FileKeysBody,
    data: Affected,
  }),
};
