// Roles and resources, `@org/app-kit/rbac`: the grant tree, the role's users, the resource tree
// page and its move dialog, for the platform's roles and resources (the admin) and for an
// application's (the shell). Each app gives them an `RbacSource` over its own endpoints. A
// subpath of its own, so that the sign-in page never loads the tree views; its texts
// (`rbacMessages`) come from the main entry, with an app's own.
export { GrantDialog } from './GrantDialog';
export type { GrantDialogProps } from './GrantDialog';
export { MoveDialog } from './MoveDialog';
export type { MoveDialogProps } from './MoveDialog';
export { ResourceTreePage } from './ResourceTreePage';
export type { ResourceTreePageProps } from './ResourceTreePage';
export { RoleUsersDialog } from './RoleUsersDialog';
export type { RoleUsersDialogProps } from './RoleUsersDialog';
export { refusalOf } from './source';
export type {
  RbacCodes,
  RbacSource,
  ResourceFilter,
  RoleRef,
  SourceQuery,
  SourceQueryOptions,
} from './source';
export {
  checkedForTree,
  childTypes,
  defaultChildType,
  descendantsOf,
  flattenTree,
  grantOf,
  nextSort,
  parentIds,
  parentsOf,
  pathTo,
  reorder,
  siblingsOf,
} from './tree';
export type { TreeRecord } from './tree';
export type { ResourceEditing, ResourceEditorProps } from './use-resource-actions';
