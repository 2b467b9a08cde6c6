import { Type, type Static } from 'typebox';
import { DateTime, Id } from '../common';
import { PageQuery, SearchText } from '../paging';
import { RoleRef } from './session';
import { NewPassword, UserCreate } from './user';

/** Largest avatar image accepted, in bytes (2 MiB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image types an avatar may have; the server checks the stored bytes, not the name. */
export const AVATAR_TYPES = Object.freeze([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const);

const NullableDate = Type.Union([DateTime, Type.Null()]);

/** One organisation of the signed-in user. */
export const ProfileOrg = Type.Object({
  id: Id,
  orgName: Type.String(),
  main: Type.Boolean({ description: 'The main organisation (listed first).' }),
});

/** What the personal centre shows of the signed-in user. Never a hash or a secret. */
export const MyProfile = Type.Object({
  userId: Id,
  account: Type.String(),
  username: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  gender: Type.String({ description: 'Dictionary gender: 1 male, 2 female, 0 unknown.' }),
  personImage: Type.Union([Type.String(), Type.Null()], { description: 'Avatar address.' }),
  orgs: Type.Array(ProfileOrg),
  roles: Type.Array(RoleRef, { description: 'Enabled roles, given directly or by a group.' }),
  createdAt: DateTime,
  lastLoginAt: NullableDate,
  lastLoginIp: Type.String(),
  pwdUpdatedAt: NullableDate,
});
export type MyProfile = Static<typeof MyProfile>;

/**
 * What a user changes of their own account: name, e-mail, mobile and gender (the same rules
 * as the user screen's). A field left out keeps its value.
 */
export const ProfileUpdate = Type.Object({
  username: Type.Optional(UserCreate.properties.username),
  email: UserCreate.properties.email,
  mobile: UserCreate.properties.mobile,
  gender: UserCreate.properties.gender,
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** A stored file (the key of the platform's upload) to show as the avatar, or null for none. */
export const AvatarBody = Type.Object({
  key: Type.Union([Type.String({ minLength: 1, maxLength: 750 }), Type.Null()], {
    description:
      'Key of a file the caller uploaded (public, an image of at most 2 MiB); null removes the avatar.',
  }),
});
export type AvatarBody = Static<typeof AvatarBody>;

/** Changing one's own password: the current one, and a new one under the password rules. */
export const PasswordChange = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: NewPassword,
});
export type PasswordChange = Static<typeof PasswordChange>;

export const PasswordChanged = Type.Object({
  sessionsEnded: Type.Integer({
    minimum: 0,
    description: "The caller's other sessions that ended; the one used stays.",
  }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

/** A session's id: the SHA-256 of its token (the token itself is never stored or shown). */
export const SessionId = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** Sessions to end, by id. */
export const SessionIdsBody = Type.Object({
  sessionIds: Type.Array(SessionId, { minItems: 1, maxItems: 100, uniqueItems: true }),
});
export type SessionIdsBody = Static<typeof SessionIdsBody>;

const SessionFields = {
  sessionId: SessionId,
  ip: Type.String({ description: 'Address it signed in from.' }),
  userAgent: Type.String({ description: 'The browser that signed in, as it named itself.' }),
  createdAt: DateTime,
  lastSeenAt: DateTime,
  expiresAt: DateTime,
  current: Type.Boolean({ description: 'The session of this call.' }),
};

/** A live session of the signed-in user. */
export const MySession = Type.Object(SessionFields);
export type MySession = Static<typeof MySession>;

/** A live session, with its user, as the online-users screen lists it. */
export const OnlineSession = Type.Object({
  ...SessionFields,
  userId: Id,
  account: Type.String(),
  username: Type.String(),
  orgName: Type.Union([Type.String(), Type.Null()], { description: 'Main organisation.' }),
});
export type OnlineSession = Static<typeof OnlineSession>;

export const ONLINE_SORT_COLUMNS = ['lastSeenAt', 'createdAt', 'account'] as const;

export const OnlineSessionPageQuery = PageQuery(ONLINE_SORT_COLUMNS, {
  account: SearchText(64, 'Part of the account.'),
  ip: SearchText(64, 'Part of the address.'),
});
export type OnlineSessionPageQuery = Static<typeof OnlineSessionPageQuery>;
