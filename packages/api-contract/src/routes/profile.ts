import { Type } from 'typebox';
import { Affected } from '../common';
import { defineRoute } from '../route';
import {
  AvatarBody,
  MyProfile,
  MySession,
  PasswordChange,
  PasswordChanged,
  ProfileUpdate,
  SessionIdsBody,
} from '../schemas/profile';

const base = '/sysUser/v1/profile';
const tag = 'personal centre';

/**
 * The personal centre (个人中心): the signed-in user's own account, avatar, password and
 * sessions. Every call acts on the caller alone, whoever they are; no permission is needed.
 */
export const profileRoutes = {
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: base,
    tag,
    summary: "The caller's profile: names, contacts, organisations, roles, last sign-in",
    access: 'signedIn',
    data: MyProfile,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: base,
    tag,
    summary: 'Change one’s own name, e-mail, mobile or gender',
    access: 'signedIn',
    body: ProfileUpdate,
    bodyLimit: 4096,
    data: MyProfile,
  }),
  avatar: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/avatar`,
    tag,
    summary: 'Show an uploaded image as one’s avatar (or none)',
    description:
      'Upload the image with the direct upload first (`POST /storage/v1/upload`), then name its ' +
      'key here. The file must be the caller’s own, public, a PNG, JPEG, GIF or WebP image ' +
      '(checked by its content) and at most 2 MiB.',
    access: 'signedIn',
    body: AvatarBody,
    bodyLimit: 4096,
    data: MyProfile,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/password`,
    tag,
    summary: 'Change one’s own password, giving the current one',
    description:
      'The new password follows the password rules (8 to 128 characters) and differs from the ' +
      'current one. A wrong current password counts as a failed sign-in of the account (the ' +
      'same lockout). The caller’s other sessions end; the one used stays.',
    access: 'signedIn',
    body: PasswordChange,
    bodyLimit: 4096,
    data: PasswordChanged,
  }),
  sessions: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/sessions`,
    tag,
    summary: "The caller's live sessions (devices signed in), the most recently used first",
    access: 'signedIn',
    data: Type.Array(MySession),
  }),
  endSessions: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/sessions`,
    tag,
    summary: 'End other sessions of one’s own',
    description:
      'Only the caller’s own live sessions can be named; any other id answers 40004. The ' +
      'session used cannot be ended here (sign out instead).',
    access: 'signedIn',
    body: SessionIdsBody,
    data: Affected,
  }),
};
