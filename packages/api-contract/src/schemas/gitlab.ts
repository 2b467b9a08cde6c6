import { Type, type Static } from 'typebox';
import { AuditFields, DateTime, Id, OptionalText, UpdateOf } from '../common';
import { PageQuery, SearchText } from '../paging';

export const GITLAB_STATES = Object.freeze(['active', 'blocked'] as const);
export const GITLAB_SYNC_STATUSES = Object.freeze(['NEVER', 'SYNCED', 'FAILED'] as const);

/** A GitLab account mapped to a platform user. The access token is never part of it. */
export const GitlabUser = Type.Object({
  id: Id,
  userId: Type.Union([Id, Type.Null()]),
  account: Type.String({ description: 'Account of the bound platform user ("" when unbound).' }),
  gitlabUserId: Type.Union([Type.Integer(), Type.Null()]),
  gitlabUsername: Type.String(),
  gitlabName: Type.String(),
  gitlabEmail: Type.String(),
  state: Type.String(),
  isAdmin: Type.Boolean(),
  canCreateGroup: Type.Boolean(),
  projectsLimit: Type.Integer(),
  isExternal: Type.Boolean(),
  hasAccessToken: Type.Boolean(),
  accessTokenHint: Type.String({ description: 'Last characters of the stored access token.' }),
  syncStatus: Type.String(),
  lastSyncAt: Type.Union([DateTime, Type.Null()]),
  remark: Type.String(),
  ...AuditFields,
});
export type GitlabUser = Static<typeof GitlabUser>;

export const GITLAB_SORT_COLUMNS = [
  'gitlabUsername',
  'gitlabName',
  'account',
  'lastSyncAt',
  'createdAt',
] as const;

export const GitlabUserPageQuery = PageQuery(GITLAB_SORT_COLUMNS, {
  gitlabUsername: SearchText(100, 'Part of it.'),
  gitlabName: SearchText(100, 'Part of it.'),
  gitlabEmail: SearchText(100, 'Part of it.'),
  account: SearchText(64, 'Part of it.'),
  state: Type.Optional(Type.Enum([...GITLAB_STATES])),
  syncStatus: Type.Optional(Type.Enum([...GITLAB_SYNC_STATUSES])),
  bound: Type.Optional(Type.Boolean({ description: 'Only mappings with (or without) a user.' })),
});
export type GitlabUserPageQuery = Static<typeof GitlabUserPageQuery>;

const Username = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_][A-Za-z0-9_.-]*$',
  description: 'GitLab username.',
});
const Email = Type.String({ maxLength: 100, format: 'email' });
const AccessToken = Type.String({
  minLength: 8,
  maxLength: 255,
  pattern: '^[\\x21-\\x7E]+$',
  description: 'A personal access token; stored encrypted, never answered.',
});

const mappingFields = {
  userId: Type.Optional(Type.Union([Id, Type.Null()])),
  gitlabName: OptionalText(100),
  gitlabEmail: Type.Optional(Type.Union([Email, Type.Literal('')])),
  isAdmin: Type.Optional(Type.Boolean()),
  canCreateGroup: Type.Optional(Type.Boolean()),
  projectsLimit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  isExternal: Type.Optional(Type.Boolean()),
  accessToken: Type.Optional(
    Type.Union([AccessToken, Type.Null()], { description: 'null removes the stored token.' }),
  ),
  remark: OptionalText(500),
};

export const GitlabUserCreate = Type.Object({ gitlabUsername: Username, ...mappingFields });
export type GitlabUserCreate = Static<typeof GitlabUserCreate>;

export const GitlabUserUpdate = UpdateOf(GitlabUserCreate);
export type GitlabUserUpdate = Static<typeof GitlabUserUpdate>;

export const GitlabIdQuery = Type.Object({ id: Id });
export const GitlabBind = Type.Object({ id: Id, userId: Id });
export const GitlabIdBody = Type.Object({ id: Id });
export const GitlabBlock = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
  blocked: Type.Boolean(),
});
export type GitlabBlock = Static<typeof GitlabBlock>;

export const GitlabSync = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
});

export const GitlabSyncResult = Type.Object({
  synced: Type.Integer({ minimum: 0 }),
  failed: Type.Array(
    Type.Object({ id: Id, gitlabUsername: Type.String(), message: Type.String() }),
  ),
});
export type GitlabSyncResult = Static<typeof GitlabSyncResult>;

/** Where the platform reaches GitLab. The administrator token is never answered. */
export const GitlabConnection = Type.Object({
  url: Type.String({ description: 'Base URL of GitLab; empty when not configured.' }),
  configured: Type.Boolean(),
  tokenHint: Type.String(),
});
export type GitlabConnection = Static<typeof GitlabConnection>;

export const GitlabConnectionWrite = Type.Object({
  url: Type.String({
    maxLength: 255,
    pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
    description: 'Base URL of GitLab, e.g. https://gitlab.example.com.',
  }),
  token: Type.Optional(Type.Union([AccessToken, Type.Null()])),
});
export type GitlabConnectionWrite = Static<typeof GitlabConnectionWrite>;

export const GitlabTestBody = Type.Object({
  id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: "A mapping whose access token to check; the administrator's when absent.",
    }),
  ),
});

export const GitlabTestResult = Type.Object({
  ok: Type.Boolean(),
  version: Type.String(),
  username: Type.String({ description: 'Whose token answered ("" when none did).' }),
  message: Type.String(),
});
export type GitlabTestResult = Static<typeof GitlabTestResult>;
