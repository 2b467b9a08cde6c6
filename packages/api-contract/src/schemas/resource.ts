import { Type, type Static } from 'typebox';
import { AuditFields, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { RESOURCE_TYPES } from '../permissions';
import { RESOURCE_TREE_DEPTH, SortNumber, TreeOf, type TreeNode } from './people';

const ResourceKind = Type.Enum([...RESOURCE_TYPES], {
  description: 'DIR, MENU, PAGE, BUTTON or API.',
});

/** How a page opens: inside the platform, or in a new window. */
export const OPEN_MODES = Object.freeze(['internal', 'external'] as const);
export const OpenMode = Type.Enum([...OPEN_MODES]);

/** A resource (资源): a directory, menu, page, button or API, with a unique resource code. */
export const Resource = Type.Object({
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  resourceCode: Type.String(),
  resourceName: Type.String(),
  resourceNameEn: Type.String(),
  titleKey: Type.String(),
  resourceType: ResourceKind,
  path: Type.String(),
  component: Type.String(),
  routeName: Type.String(),
  redirect: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
  hidden: Type.Boolean(),
  keepAlive: Type.Boolean(),
  affix: Type.Boolean(),
  alwaysShow: Type.Boolean(),
  hideTab: Type.Boolean(),
  isExternal: Type.Boolean(),
  link: Type.String(),
  openMode: OpenMode,
  appId: Type.Union([Id, Type.Null()]),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type Resource = Static<typeof Resource>;

export const ResourceNode = TreeOf(Resource, RESOURCE_TREE_DEPTH);
export type ResourceNode = TreeNode<Resource>;

export const ResourceTreeQuery = Type.Object({
  resourceType: Type.Optional(
    Type.Array(ResourceKind, {
      maxItems: 5,
      description: 'Only these types (repeat the parameter); e.g. DIR, MENU, PAGE for menus.',
    }),
  ),
  status: Type.Optional(Status),
  appId: Type.Optional(Id),
  keyword: Type.Optional(
    Type.String({
      maxLength: 128,
      description: 'Part of the name or code; matching nodes come with their ancestors.',
    }),
  ),
});
export type ResourceTreeQuery = Static<typeof ResourceTreeQuery>;

/** A resource code: letters, digits and `_ . : / -` (e.g. `system:user:add`). */
const ResourceCode = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z][A-Za-z0-9_.:/-]*$',
});

const ResourceFields = {
  resourceNameEn: Type.Optional(Type.String({ maxLength: 100 })),
  titleKey: Type.Optional(Type.String({ maxLength: 128 })),
  path: Type.Optional(Type.String({ maxLength: 255 })),
  component: Type.Optional(Type.String({ maxLength: 255 })),
  routeName: Type.Optional(Type.String({ maxLength: 100 })),
  redirect: Type.Optional(Type.String({ maxLength: 255 })),
  icon: Type.Optional(Type.String({ maxLength: 64 })),
  sort: Type.Optional(SortNumber),
  hidden: Type.Optional(Type.Boolean()),
  keepAlive: Type.Optional(Type.Boolean()),
  affix: Type.Optional(Type.Boolean()),
  alwaysShow: Type.Optional(Type.Boolean()),
  hideTab: Type.Optional(Type.Boolean()),
  isExternal: Type.Optional(Type.Boolean()),
  link: Type.Optional(Type.String({ maxLength: 500 })),
  openMode: Type.Optional(OpenMode),
  appId: Type.Optional(Type.Union([Id, Type.Null()])),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const ResourceCreate = Type.Object({
  parentId: Type.Optional(Type.Union([Id, Type.Null()])),
  resourceCode: ResourceCode,
  resourceName: Text(100),
  resourceType: ResourceKind,
  ...ResourceFields,
});
export type ResourceCreate = Static<typeof ResourceCreate>;

/** Changes of a resource; its place in the tree changes with the move call. */
export const ResourceUpdate = UpdateOf(ResourceCreate, 'parentId');
export type ResourceUpdate = Static<typeof ResourceUpdate>;
