import type { FlowGraph } from '@org/flow-model';
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

/** The most users one lookup names: a page of people. */
const NAMED_AT_ONCE = 50;

/** The users a graph's given-users rules name, each once, in order. */
export function namedUserIds(graph: FlowGraph): number[] {
  const ids = new Set<number>();
  for (const node of graph.nodes) {
    const rule =
      node.kind === 'approval' ? node.approvers : node.kind === 'cc' ? node.recipients : null;
    if (rule?.type === 'users') for (const id of rule.userIds) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The roles and departments of the platform, and the users `graph` names, as choices, read with
 * the user's rights (a list the user may not read stays empty). Users are chosen in the
 * people picker, which searches all of them; these choices name the ones chosen.
 */
export function useFlowChoices(graph: FlowGraph): FlowChoices {
  const roles = useLookupRolesQuery();
  // a stable argument: the same ids are the same lookup
  const key = namedUserIds(graph).slice(0, NAMED_AT_ONCE).join(',');
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const users = useFlowDesignUsersQuery(ids, { skip: ids.length === 0 });
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
