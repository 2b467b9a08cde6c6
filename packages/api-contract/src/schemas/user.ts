import { Type, type Static } from 'typebox';
import { AuditFields, DateTime, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { NameSearch, PageQuery, SearchText } from '../paging';
import { IdSet, SortNumber } from './people';

/** Kinds of users: people of the platform, or accounts of integrations. */
export const USER_TYPES = Object.freeze(['platform', 'app', 'system'] as const);
export const UserType = Type.Enum([...USER_TYPES]);

/**
 * An account: letters, digits and `_ . @ -`, starting with a letter or digit. Spaces around it
 * are allowed and trimmed by the server; accounts are unique regardless of case.
 */
export const Account = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9_.@-]*\\s*$',
});

/** A new password: 8 to 128 characters. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 128 });

/** Dictionary `gender`: 1 male, 2 female, 0 unknown. */
export const Gender = Type.Enum(['0', '1', '2'], { description: 'Dictionary gender.' });

const NullableDate = Type.Union([DateTime, Type.Null()]);

/** An e-mail address, or empty. */
const Email = Type.String({ maxLength: 100, pattern: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$' });

/** A user as the user list answers it. The password hash is never part of an answer. */
export const User = Type.Object({
  id: Id,
  account: Type.String(),
  username: Type.String(),
  personImage: Type.Union([Type.String(), Type.Null()]),
  gender: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  employeeNo: Type.String(),
  mainOrgId: Type.Union([Id, Type.Null()]),
  mainOrgName: Type.Union([Type.String(), Type.Null()]),
  userType: Type.String(),
  status: Status,
  locked: Type.Boolean({ description: 'True while failed sign-ins keep the account locked.' }),
  lockedUntil: NullableDate,
  lastLoginIp: Type.String(),
  lastLoginAt: NullableDate,
  pwdUpdatedAt: NullableDate,
  roleNames: Type.Array(Type.String(), { description: 'Names of the roles given directly.' }),
  sort: Type.Integer(),
  remark: Type.String(),
  ...AuditFields,
});
export type User = Static<typeof User>;

/** A user with the ids of everything assigned to them. */
export const UserDetail = Type.Object({
  ...User.properties,
  roleIds: Type.Array(Id),
  orgIds: Type.Array(Id, { description: 'Every organisation, the main one included.' }),
  positionIds: Type.Array(Id),
  groupIds: Type.Array(Id),
});
export type UserDetail = Static<typeof UserDetail>;

export const USER_SORT_COLUMNS = [
  'sort',
  'account',
  'username',
  'employeeNo',
  'createdAt',
  'lastLoginAt',
] as const;

export const UserPageQuery = PageQuery(USER_SORT_COLUMNS, {
  orgId: Type.Optional(Id),
  withDescendants: Type.Optional(
    Type.Boolean({
      default: true,
      description: 'With orgId: also the users of every organisation below it (default).',
    }),
  ),
  account: SearchText(64, 'Part of the account.'),
  username: NameSearch,
  mobile: SearchText(64, 'Part of the mobile.'),
  employeeNo: SearchText(64, 'Part of the number.'),
  status: Type.Optional(Status),
  locked: Type.Optional(Type.Boolean()),
  roleId: Type.Optional(Id),
  positionId: Type.Optional(Id),
  groupId: Type.Optional(Id),
});
export type UserPageQuery = Static<typeof UserPageQuery>;

const UserFields = {
  personImage: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  gender: Type.Optional(Gender),
  mobile: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+() -]*$' })),
  email: Type.Optional(Email),
  employeeNo: Type.Optional(Type.String({ maxLength: 64 })),
  mainOrgId: Type.Optional(Type.Union([Id, Type.Null()])),
  userType: Type.Optional(UserType),
  status: Type.Optional(Status),
  sort: Type.Optional(SortNumber),
  remark: OptionalText(500),
  roleIds: Type.Optional(IdSet),
  orgIds: Type.Optional(IdSet),
  positionIds: Type.Optional(IdSet),
  groupIds: Type.Optional(IdSet),
};

export const UserCreate = Type.Object({
  account: Account,
  username: Text(100),
  password: Type.Optional(NewPassword),
  ...UserFields,
});
export type UserCreate = Static<typeof UserCreate>;

/** Changes of a user; a list given (roleIds, …) replaces the user's current one. */
export const UserUpdate = UpdateOf(UserCreate, 'password');
export type UserUpdate = Static<typeof UserUpdate>;

export const ResetPasswordBody = Type.Object({
  id: Id,
  password: Type.Optional(NewPassword),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ResetPasswordResult = Type.Object({
  userId: Id,
  generated: Type.Boolean(),
  password: Type.Union([Type.String(), Type.Null()], {
    description: 'The generated password, shown this once; null when the caller chose one.',
  }),
  sessionsEnded: Type.Integer({ minimum: 0 }),
});
export type ResetPasswordResult = Static<typeof ResetPasswordResult>;

export const UserRolesBody = Type.Object({ userId: Id, roleIds: IdSet });
export type UserRolesBody = Static<typeof UserRolesBody>;

export const UserOrgsBody = Type.Object({
  userId: Id,
  orgIds: IdSet,
  mainOrgId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type UserOrgsBody = Static<typeof UserOrgsBody>;

export const UserPositionsBody = Type.Object({ userId: Id, positionIds: IdSet });
export type UserPositionsBody = Static<typeof UserPositionsBody>;

export const UserGroupsBody = Type.Object({ userId: Id, groupIds: IdSet });
export type UserGroupsBody = Static<typeof UserGroupsBody>;
