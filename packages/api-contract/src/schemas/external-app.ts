import { Type, type Static } from 'typebox';
import { AuditFields, Code, DateTime, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery, SearchText } from '../paging';

/** OAuth2 grant types an external application may use. */
export const GRANT_TYPES = Object.freeze([
  'client_credentials',
  'authorization_code',
  'refresh_token',
  'password',
] as const);

/** Gateway calls per minute an application may make unless it says otherwise. */
export const DEFAULT_GATEWAY_RATE = 600;
export const MAX_GATEWAY_RATE = 100_000;

/** An external application. The secret is never part of it (see `ExternalAppWithSecret`). */
export const ExternalApp = Type.Object({
  id: Id,
  appCode: Type.String(),
  appName: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  appKey: Type.String({ description: 'The client id the application signs in with.' }),
  secretHint: Type.String({ description: 'Last characters of the secret, to tell them apart.' }),
  grantTypes: Type.Array(Type.String()),
  redirectUris: Type.Array(Type.String()),
  ipWhitelist: Type.Array(Type.String()),
  scopes: Type.Array(Type.String()),
  accessTokenValiditySeconds: Type.Integer(),
  refreshTokenValiditySeconds: Type.Integer(),
  expiresAt: Type.Union([DateTime, Type.Null()]),
  lastUsedAt: Type.Union([DateTime, Type.Null()]),
  rateLimitPerMinute: Type.Integer({
    description: 'Calls the application may make through the gateway per minute.',
  }),
  contact: Type.String(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type ExternalApp = Static<typeof ExternalApp>;

/** The answer of create and reset-secret: the only time the secret is shown. */
export const ExternalAppWithSecret = Type.Object({
  ...ExternalApp.properties,
  appSecret: Type.String({
    description: 'Shown once; stored only hashed and encrypted with the platform key.',
  }),
});
export type ExternalAppWithSecret = Static<typeof ExternalAppWithSecret>;

export const EXTERNAL_APP_SORT_COLUMNS = [
  'appCode',
  'appName',
  'createdAt',
  'updatedAt',
  'lastUsedAt',
] as const;

export const ExternalAppPageQuery = PageQuery(EXTERNAL_APP_SORT_COLUMNS, {
  appName: NameSearch,
  appCode: CodeSearch,
  appKey: SearchText(64, 'Part of the app key.'),
  status: Type.Optional(Status),
});
export type ExternalAppPageQuery = Static<typeof ExternalAppPageQuery>;

const Uri = Type.String({ minLength: 1, maxLength: 500, format: 'uri' });
const Address = Type.String({
  minLength: 2,
  maxLength: 64,
  pattern: '^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$',
  description: 'An IPv4 or IPv6 address, or a CIDR block such as 10.0.0.0/8.',
});

const appFields = {
  appName: Text(100),
  logo: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  grantTypes: Type.Optional(
    Type.Array(Type.Enum([...GRANT_TYPES]), { maxItems: GRANT_TYPES.length, uniqueItems: true }),
  ),
  redirectUris: Type.Optional(Type.Array(Uri, { maxItems: 20, uniqueItems: true })),
  ipWhitelist: Type.Optional(Type.Array(Address, { maxItems: 100, uniqueItems: true })),
  scopes: Type.Optional(Type.Array(Code(64), { maxItems: 50, uniqueItems: true })),
  accessTokenValiditySeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 2_592_000 })),
  refreshTokenValiditySeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 31_536_000 })),
  expiresAt: Type.Optional(Type.Union([DateTime, Type.Null()])),
  rateLimitPerMinute: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_GATEWAY_RATE, default: DEFAULT_GATEWAY_RATE }),
  ),
  contact: OptionalText(100),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const ExternalAppCreate = Type.Object({ appCode: Code(64), ...appFields });
export type ExternalAppCreate = Static<typeof ExternalAppCreate>;

export const ExternalAppUpdate = UpdateOf(ExternalAppCreate);
export type ExternalAppUpdate = Static<typeof ExternalAppUpdate>;

export const ExternalAppIdQuery = Type.Object({ id: Id });
export const ExternalAppIdBody = Type.Object({ id: Id });
export const ExternalAppStatusQuery = Type.Object({ id: Id, status: Status });
export const ExternalAppApisQuery = Type.Object({ appId: Id });

export const ExternalAppGrant = Type.Object({
  appId: Id,
  apiIds: Type.Array(Id, {
    maxItems: 1000,
    uniqueItems: true,
    description: 'Every API the application may call (replaces the current grants).',
  }),
});
export type ExternalAppGrant = Static<typeof ExternalAppGrant>;
