import { Type, type Static } from 'typebox';
import { AuditFields, Id, OptionalText, Text, UpdateOf } from '../common';
import { NameSearch, PageQuery, SearchText } from '../paging';
import { MASKED_VALUE } from './api-server';
import { ParamKey, ParamValueTypeSchema } from './system';

/** Categories of system parameters. */
export const PARAM_CATEGORIES = Object.freeze(['system', 'security', 'business'] as const);

const SECRET_DESCRIPTION =
  `A secret (a password): its value is answered as "${MASKED_VALUE}", never in clear; ` +
  'sending that back keeps the stored value.';

/** A system parameter as the management screen sees it; a secret's value is masked. */
export const SysParamRecord = Type.Object({
  id: Id,
  paramKey: Type.String(),
  paramName: Type.String(),
  paramValue: Type.String(),
  secret: Type.Boolean({ description: SECRET_DESCRIPTION }),
  valueType: ParamValueTypeSchema,
  category: Type.String(),
  builtIn: Type.Boolean(),
  visible: Type.Boolean(),
  remark: Type.String(),
  ...AuditFields,
});
export type SysParamRecord = Static<typeof SysParamRecord>;

export const PARAM_SORT_COLUMNS = [
  'paramKey',
  'paramName',
  'category',
  'createdAt',
  'updatedAt',
] as const;

export const SysParamPageQuery = PageQuery(PARAM_SORT_COLUMNS, {
  paramKey: SearchText(100, 'Part of the key.'),
  paramName: NameSearch,
  category: Type.Optional(Type.Enum([...PARAM_CATEGORIES])),
  builtIn: Type.Optional(Type.Boolean()),
});
export type SysParamPageQuery = Static<typeof SysParamPageQuery>;

const Value = Type.String({ maxLength: 4000 });

export const SysParamCreate = Type.Object({
  paramKey: ParamKey,
  paramName: Text(100),
  paramValue: Value,
  valueType: Type.Optional(ParamValueTypeSchema),
  category: Type.Optional(Type.Enum([...PARAM_CATEGORIES])),
  visible: Type.Optional(
    Type.Boolean({ description: 'Readable by every signed-in user (do not use for secrets).' }),
  ),
  secret: Type.Optional(Type.Boolean({ description: SECRET_DESCRIPTION })),
  remark: OptionalText(500),
});
export type SysParamCreate = Static<typeof SysParamCreate>;

export const SysParamUpdate = UpdateOf(SysParamCreate);
export type SysParamUpdate = Static<typeof SysParamUpdate>;

export const SysParamIdQuery = Type.Object({ id: Id });

export const ParamCacheRefresh = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'Parameters loaded again.' }),
});
export type ParamCacheRefresh = Static<typeof ParamCacheRefresh>;
