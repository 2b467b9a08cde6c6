import { Type, type Static } from 'typebox';
import { Id } from '../common';
import { RESOURCE_TYPES } from '../permissions';

/** Account and password of a sign-in; the account is trimmed by the server. */
export const Credentials = Type.Object({
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
});
export type Credentials = Static<typeof Credentials>;

/** A session token passed as a query parameter (the spec's user-info and logout calls). */
export const TokenQuery = Type.Object({
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
});

export const ResourceTypeSchema = Type.Enum([...RESOURCE_TYPES]);

/** A role of the signed-in user. */
export const RoleRef = Type.Object({ roleCode: Type.String(), roleName: Type.String() });

/** A resource the signed-in user holds. */
export const ResourceRef = Type.Object({
  resourceCode: Type.String(),
  resourceType: ResourceTypeSchema,
});

/** What the shell and the back-office know about the signed-in user. */
export const UserInfo = Type.Object({
  userId: Id,
  username: Type.String({ description: 'Display name (may be empty; fall back to account).' }),
  account: Type.String(),
  personImage: Type.Union([Type.String(), Type.Null()], { description: 'Avatar URL.' }),
  avatar: Type.Union([Type.String(), Type.Null()], { description: 'Same as personImage.' }),
  name: Type.String({ description: 'username, or account when username is empty.' }),
  menu: Type.Array(Type.String(), { description: 'Role codes (the spec reads them as roles).' }),
  roleList: Type.Array(RoleRef),
  orgNames: Type.Array(Type.String()),
  resources: Type.Array(ResourceRef, {
    description: 'Every resource code the user holds (all of them for the role admin).',
  }),
  isAdmin: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

/** A child resource (usually a button) of a page that the caller may use. */
export const PageResource = Type.Object({
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  resourceCode: Type.String(),
  resourceName: Type.String(),
  resourceType: ResourceTypeSchema,
  sort: Type.Integer(),
});
export type PageResource = Static<typeof PageResource>;

export const PageResourceQuery = Type.Object({
  pageCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  pageId: Type.Optional(Id),
});
