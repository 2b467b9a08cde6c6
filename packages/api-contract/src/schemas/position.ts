import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';
import { MemberSearchFields, SortNumber, UserIds } from './people';

const Level = Type.Integer({
  minimum: 0,
  maximum: 1000,
  description: 'Rank of the position: a smaller level ranks higher.',
});

/** A position (职务). */
export const Position = Type.Object({
  id: Id,
  positionCode: Type.String(),
  positionName: Type.String(),
  positionLevel: Type.Integer(),
  orgId: Type.Union([Id, Type.Null()]),
  orgName: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  status: Status,
  remark: Type.String(),
  memberCount: Type.Integer({ minimum: 0 }),
  ...AuditFields,
});
export type Position = Static<typeof Position>;

export const POSITION_SORT_COLUMNS = [
  'sort',
  'positionCode',
  'positionName',
  'positionLevel',
  'createdAt',
] as const;

export const PositionPageQuery = PageQuery(POSITION_SORT_COLUMNS, {
  positionCode: CodeSearch,
  positionName: NameSearch,
  orgId: Type.Optional(Id),
  status: Type.Optional(Status),
});
export type PositionPageQuery = Static<typeof PositionPageQuery>;

export const PositionCreate = Type.Object({
  positionCode: Code(64),
  positionName: Text(100),
  positionLevel: Type.Optional(Level),
  orgId: Type.Optional(Type.Union([Id, Type.Null()])),
  sort: Type.Optional(SortNumber),
  status: Type.Optional(Status),
  remark: OptionalText(500),
});
export type PositionCreate = Static<typeof PositionCreate>;

export const PositionUpdate = UpdateOf(PositionCreate);
export type PositionUpdate = Static<typeof PositionUpdate>;

export const PositionMembersQuery = Type.Object({ positionId: Id, ...MemberSearchFields });
export type PositionMembersQuery = Static<typeof PositionMembersQuery>;

export const PositionMembersBody = Type.Object({ positionId: Id, userIds: UserIds });
export type PositionMembersBody = Static<typeof PositionMembersBody>;
