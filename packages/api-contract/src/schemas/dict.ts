import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text } from '../common';
import { LOOKUP_MAX_PAGE_SIZE, PageFields, SortFields } from '../paging';

export const DictValueType = Type.Enum(['string', 'number', 'boolean'], {
  description: 'How item values are compared: as text, numbers or booleans.',
});

/** A dictionary item in a lookup answer. */
export const DictOption = Type.Object({
  itemText: Type.String(),
  itemValue: Type.String(),
  sort: Type.Integer(),
  color: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
});

/** A dictionary with its enabled items, as `dictByCode` answers. */
export const DictWithItems = Type.Object({
  dictCode: Type.String(),
  dictName: Type.String(),
  valueType: DictValueType,
  list: Type.Array(DictOption),
});
export type DictWithItems = Static<typeof DictWithItems>;

export const DictCodes = Type.Array(Code(64), {
  minItems: 1,
  maxItems: 50,
  description: 'Dictionary codes, e.g. ["gender", "yes_no"].',
});

export const Dict = Type.Object({
  id: Id,
  dictCode: Type.String(),
  dictName: Type.String(),
  valueType: DictValueType,
  status: Status,
  sort: Type.Integer(),
  builtIn: Type.Boolean(),
  remark: Type.String(),
  ...AuditFields,
});
export type Dict = Static<typeof Dict>;

export const DictItem = Type.Object({
  id: Id,
  dictId: Id,
  itemText: Type.String(),
  itemValue: Type.String(),
  sort: Type.Integer(),
  status: Status,
  isDefault: Type.Boolean(),
  color: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  ...AuditFields,
});
export type DictItem = Static<typeof DictItem>;

export const DICT_SORT_COLUMNS = [
  'sort',
  'dictCode',
  'dictName',
  'createdAt',
  'updatedAt',
] as const;
export const DICT_ITEM_SORT_COLUMNS = ['sort', 'itemValue', 'itemText', 'createdAt'] as const;

export const DictPagingQuery = Type.Object({
  ...PageFields(LOOKUP_MAX_PAGE_SIZE),
  ...SortFields([...DICT_SORT_COLUMNS]),
  status: Type.Optional(Status),
  dictName: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name.' })),
  dictCode: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the code.' })),
});
export type DictPagingQuery = Static<typeof DictPagingQuery>;

export const DictItemPagingQuery = Type.Object({
  ...PageFields(LOOKUP_MAX_PAGE_SIZE),
  ...SortFields([...DICT_ITEM_SORT_COLUMNS]),
  dictId: Type.Optional(Id),
  dictCode: Type.Optional(Type.String({ maxLength: 64, description: 'Exact dictionary code.' })),
  itemText: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the text.' })),
  status: Type.Optional(Status),
});
export type DictItemPagingQuery = Static<typeof DictItemPagingQuery>;

export const DictCreate = Type.Object({
  dictCode: Code(64),
  dictName: Text(100),
  valueType: Type.Optional(DictValueType),
  status: Type.Optional(Status),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  remark: OptionalText(500),
});
export type DictCreate = Static<typeof DictCreate>;

export const DictUpdate = Type.Object({
  id: Id,
  dictCode: Type.Optional(Code(64)),
  dictName: Type.Optional(Text(100)),
  valueType: Type.Optional(DictValueType),
  status: Type.Optional(Status),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  remark: OptionalText(500),
});
export type DictUpdate = Static<typeof DictUpdate>;

export const DictItemCreate = Type.Object({
  dictId: Id,
  itemText: Text(100),
  itemValue: Text(100),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
  isDefault: Type.Optional(Type.Boolean()),
  color: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  remark: OptionalText(500),
});
export type DictItemCreate = Static<typeof DictItemCreate>;

export const DictItemUpdate = Type.Object({
  id: Id,
  itemText: Type.Optional(Text(100)),
  itemValue: Type.Optional(Text(100)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
  isDefault: Type.Optional(Type.Boolean()),
  color: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  remark: OptionalText(500),
});
export type DictItemUpdate = Static<typeof DictItemUpdate>;

export const DictStatusQuery = Type.Object({ id: Id, status: Status });
export type DictStatusQuery = Static<typeof DictStatusQuery>;
