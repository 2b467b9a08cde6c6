import { useMemo } from 'react';
import { useLookupRolesQuery } from '../api/artefacts-api';
import {
  type OrgTreeNode,
  useFlowDesignDepartmentsQuery,
  useFlowDesignUsersQuery,
} from '../api/flowdesign-api';

/** A choice of a select: its value and the text shown. */
export interface Choice {
  readonly value: string | number;
  readonly label: string;
}

/** What a flow's rules and conditions choose from: roles by code, users and departments by id. */
export interface FlowChoices {
  readonly roles: readonly Choice[];
  readonly users: readonly Choice[];
  readonly departments: readonly Choice[];
}

/** No choices: the editor then shows codes and ids as they are. */
export const NO_CHOICES: FlowChoices = { roles: [], users: [], departments: [] };

/** The organisations of a tree in its order, each named with the ones above it. */
export function departmentChoices(tree: readonly OrgTreeNode[], above = ''): Choice[] {
  return tree.flatMap((node) => {
    const label = above ? `${above} / ${node.orgName}` : node.orgName;
    return [{ value: node.id, label }, ...departmentChoices(node.children ?? [], label)];
  });
}

/**
 * The roles, users and departments of the platform as choices, read with the user's rights
 * (a list the user may not read stays empty).
 */
export function useFlowChoices(): FlowChoices {
  const roles = useLookupRolesQuery();
  const users = useFlowDesignUsersQuery();
  const departments = useFlowDesignDepartmentsQuery();
  return useMemo(
    () => ({
      roles: (roles.data?.list ?? []).map((role) => ({
        value: role.roleCode,
        label: role.roleName,
      })),
      users: (users.data?.list ?? []).map((user) => ({ value: user.id, label: user.username })),
      departments: departmentChoices(departments.data ?? []),
    }),
    [roles.data, users.data, departments.data],
  );
}
