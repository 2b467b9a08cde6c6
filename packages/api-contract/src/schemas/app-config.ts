import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery, SearchText } from '../paging';
import { Environment } from './api-server';

/** An application of the application centre, as the app config screen lists it. */
export const ConfiguredApp = Type.Object({
  id: Id,
  appCode: Type.String(),
  appName: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  ownerUserId: Type.Union([Id, Type.Null()]),
  homePath: Type.String(),
  sort: Type.Integer(),
  status: Status,
  configCount: Type.Integer({ minimum: 0, description: 'Configuration items of the app.' }),
  ...AuditFields,
});
export type ConfiguredApp = Static<typeof ConfiguredApp>;

export const CONFIGURED_APP_SORT_COLUMNS = [
  'sort',
  'appCode',
  'appName',
  'createdAt',
  'updatedAt',
] as const;

export const ConfiguredAppPageQuery = PageQuery(CONFIGURED_APP_SORT_COLUMNS, {
  appName: NameSearch,
  appCode: CodeSearch,
  status: Type.Optional(Status),
});
export type ConfiguredAppPageQuery = Static<typeof ConfiguredAppPageQuery>;

const appFields = {
  appName: Text(100),
  icon: OptionalText(255),
  description: OptionalText(500),
  ownerUserId: Type.Optional(Type.Union([Id, Type.Null()])),
  homePath: Type.Optional(Type.String({ maxLength: 255, pattern: '^(/[^\\s#]*)?$' })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
};

export const ConfiguredAppCreate = Type.Object({ appCode: Code(64), ...appFields });
export type ConfiguredAppCreate = Static<typeof ConfiguredAppCreate>;

export const ConfiguredAppUpdate = UpdateOf(ConfiguredAppCreate);
export type ConfiguredAppUpdate = Static<typeof ConfiguredAppUpdate>;

export const AppConfigIdQuery = Type.Object({ id: Id });

export const CONFIG_VALUE_TYPES = Object.freeze(['string', 'number', 'boolean', 'json'] as const);

/** A configuration item. An encrypted item's value is answered as `MASKED_VALUE`. */
export const AppConfigItem = Type.Object({
  id: Id,
  appId: Id,
  configKey: Type.String(),
  configValue: Type.String(),
  valueType: Type.String(),
  category: Type.String(),
  env: Type.String(),
  encrypted: Type.Boolean(),
  remark: Type.String(),
  ...AuditFields,
});
export type AppConfigItem = Static<typeof AppConfigItem>;

export const APP_CONFIG_SORT_COLUMNS = [
  'configKey',
  'category',
  'env',
  'createdAt',
  'updatedAt',
] as const;

export const AppConfigPageQuery = PageQuery(APP_CONFIG_SORT_COLUMNS, {
  appId: Id,
  env: Type.Optional(Environment),
  configKey: SearchText(100, 'Part of the key.'),
  category: SearchText(64, 'Part of the category.'),
});
export type AppConfigPageQuery = Static<typeof AppConfigPageQuery>;

const ConfigKey = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
});
const ConfigValue = Type.String({ maxLength: 8000 });

export const AppConfigCreate = Type.Object({
  appId: Id,
  configKey: ConfigKey,
  configValue: ConfigValue,
  valueType: Type.Optional(Type.Enum([...CONFIG_VALUE_TYPES])),
  category: OptionalText(64),
  env: Type.Optional(Environment),
  encrypted: Type.Optional(Type.Boolean()),
  remark: OptionalText(500),
});
export type AppConfigCreate = Static<typeof AppConfigCreate>;

export const AppConfigUpdate = UpdateOf(AppConfigCreate, 'appId');
export type AppConfigUpdate = Static<typeof AppConfigUpdate>;
