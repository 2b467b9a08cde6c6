import { API, type Page, type RouteContract } from '@org/api-contract';
import { callRoute } from '@org/app-kit';
import { fetchAll } from '@org/app-kit/list';
import type { HttpClient } from '@org/http-client';
import type { LinkChoice } from './user-links-form';

/** What an assignment dialog assigns. */
export type AssignKind = 'roles' | 'orgs' | 'positions' | 'groups';

/** Loads every choice of one kind, all pages of its list. */
export type ChoiceSource = (http: HttpClient) => Promise<LinkChoice[]>;

/**
 * The rows of a paged list as choices labelled by `label`. Silent: a dialog that offers them
 * says itself that they could not be loaded.
 */
function choicesOf<Row extends { id: number }>(
  route: RouteContract,
  label: (row: Row) => string,
): ChoiceSource {
  return async (http) => {
    const rows = await fetchAll((pageNo, pageSize) =>
      callRoute<Page<Row>>(http, { route, body: { pageNo, pageSize }, silent: true }),
    );
    return rows.map((row) => ({ id: row.id, label: label(row) }));
  };
}

/** The roles a user may be given, by name and code. */
export const roleChoices = choicesOf<{ id: number; roleName: string; roleCode: string }>(
  API.role.page,
  (row) => `${row.roleName} (${row.roleCode})`,
);

/** The choices of every kind but organisations, which are picked from the tree by path. */
export const assignChoices: Record<Exclude<AssignKind, 'orgs'>, ChoiceSource> = {
  roles: roleChoices,
  positions: choicesOf<{ id: number; positionName: string; positionCode: string }>(
    API.position.page,
    (row) => `${row.positionName} (${row.positionCode})`,
  ),
  groups: choicesOf<{ id: number; groupName: string; groupCode: string }>(
    API.userGroup.page,
    (row) => `${row.groupName} (${row.groupCode})`,
  ),
};
