import type {
  Page,
  ResourceNode,
  ResourceType,
  ResourceTreeQuery,
  Role,
  RoleGrant,
  RoleGrantBody,
  RoleUsersBody,
  RoleUsersQuery,
  TreeMoveBody,
  TreeSortBody,
  UserBrief,
} from '@org/api-contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickableUser, PickerQuery } from '../list/UserPickerDialog';
import type { TFunction } from 'i18next';
import { errorText } from '../api/error-text';

/** What a read hook of a source answers; RTK Query's query hooks fit. */
export interface SourceQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

/** How the kit asks a read hook: RTK Query's options of the same names. */
export interface SourceQueryOptions {
  skip?: boolean;
  refetchOnMountOrArgChange?: boolean;
}

/** The search of the resource tree; which tree (the platform's, an application's) is the source's. */
export type ResourceFilter = Pick<ResourceTreeQuery, 'keyword' | 'status'>;

/** The role a dialog is about: what it names and sends. */
export type RoleRef = Pick<Role, 'id' | 'roleCode' | 'roleName'>;

/** The resource codes that show the buttons of the kit's parts (the server checks anyway). */
export interface RbacCodes {
  /**
   * Without it the resource page says so instead of asking for the tree. Left out where the
   * page's route already needs it (the admin's sidebar offers the screen only with it).
   */
  viewResources?: string;
  addResource: string;
  editResource: string;
  removeResource: string;
  exportResources: string;
  /** Adding users to a role and taking them off it. */
  assignUsers: string;
}

/**
 * Where the roles-and-resources parts get their data and send their changes: the platform's
 * roles and resources in the admin, one application's in the shell. Each app builds its own
 * from its endpoints; the parts know nothing of paths or scopes.
 *
 * The reads are hooks (called on every render, with the same identity from render to render);
 * the writes are promises of the server's answer. Writes are made `silent`: the kit says a
 * refusal where it happened, inside the dialog that sent it or as a notice for a row's action.
 */
export interface RbacSource {
  /** The app's texts namespace: its `rbac.*` texts word the kit's the app's own way. */
  namespace: string;
  codes: RbacCodes;
  /** The resource tree of the source's scope, searched by `filter`. */
  useResourceTree: (
    filter: ResourceFilter,
    options?: SourceQueryOptions,
  ) => SourceQuery<ResourceNode[]>;
  /** A role's granted resources, as a checkbox tree restores them. */
  useRoleGrant: (roleId: number, options?: SourceQueryOptions) => SourceQuery<RoleGrant>;
  /** A page of a role's users. */
  useRoleUsers: (
    query: RoleUsersQuery,
    options?: SourceQueryOptions,
  ) => SourceQuery<Page<UserBrief>>;
  /** Replaces a role's resources. */
  grant: (body: RoleGrantBody) => Promise<unknown>;
  /** One page of the users that may be given a role (the user picker's). */
  pickUsers: (query: PickerQuery) => Promise<Page<PickableUser>>;
  addRoleUsers: (body: RoleUsersBody) => Promise<{ affected: number }>;
  removeRoleUsers: (body: RoleUsersBody) => Promise<unknown>;
  setResourceStatus: (id: number, status: 0 | 1) => Promise<unknown>;
  moveResource: (body: TreeMoveBody) => Promise<unknown>;
  sortResources: (body: TreeSortBody) => Promise<unknown>;
  removeResources: (ids: number[]) => Promise<unknown>;
}

/** A refusal's message: the server's (a `CallError`), or the kit's words for the failure. */
export const refusalOf = (error: unknown, t: TFunction): string => errorText(error, t);

/** What a node is called where the parts show it. */
export interface RbacTexts {
  /** Translates in the source's namespace, which falls back to the kit's texts. */
  t: ReturnType<typeof useTranslation>['t'];
  english: boolean;
  /** The name in the page's language (the English name when there is one). */
  nameOf: (node: ResourceNode) => string;
  typeOf: (type: ResourceType) => string;
  /** "name (code)": how an action's button and a confirmation name a resource. */
  labelOf: (node: ResourceNode) => string;
  /** "name · type · code", and whether it is disabled: a node of the grant tree or a list. */
  describe: (node: ResourceNode) => string;
}

/** The texts of the roles-and-resources parts, worded by the source's app where it says so. */
export function useRbacTexts(source: Pick<RbacSource, 'namespace'>): RbacTexts {
  const { t, i18n } = useTranslation(source.namespace);
  const english = i18n.language.startsWith('en');
  return useMemo(() => {
    const nameOf = (node: ResourceNode) =>
      english && node.resourceNameEn ? node.resourceNameEn : node.resourceName;
    const typeOf = (type: ResourceType) => t(`rbac.type.${type}`);
    const disabled = ` (${t('status.disabled')})`;
    return {
      t,
      english,
      nameOf,
      typeOf,
      labelOf: (node) => `${nameOf(node)} (${node.resourceCode})`,
      describe: (node) =>
        `${nameOf(node)} · ${typeOf(node.resourceType)} · ${node.resourceCode}${
          node.status === 0 ? disabled : ''
        }`,
    };
  }, [t, english]);
}

/** "name (code)" of a role, as the dialogs' titles name it. */
export const roleLabel = (role: { roleName: string; roleCode: string }) =>
  `${role.roleName} (${role.roleCode})`;
