import { createWidget } from '@org/form-schema';
import type { FormDefinitionJson } from '@org/app-kit/list';

/** One choice of a select: a record's id and what it is called. */
export interface LinkChoice {
  id: number;
  label: string;
}

/** A select of the form model, its choices given here (not looked up). */
function select(
  model: string,
  name: string,
  choices: readonly LinkChoice[],
  multiple: boolean,
  defaultValue: number | number[] | '',
) {
  const widget = createWidget('select', { name });
  return {
    ...widget,
    key: `user_${model}`,
    model,
    options: {
      ...widget.options,
      remote: false,
      // The choices show their labels (the ids are what is stored).
      showLabel: true,
      multiple,
      clearable: true,
      filterable: true,
      defaultValue,
      options: choices.map((choice) => ({ value: choice.id, label: choice.label })),
    },
  };
}

/**
 * The user form of the create dialog: the main organisation (the tree's selected one by
 * default) and the roles, after the employee number, so one dialog makes a usable account.
 */
export function withLinkFields(
  base: FormDefinitionJson,
  links: {
    orgs: readonly LinkChoice[];
    roles: readonly LinkChoice[];
    orgId: number | null;
    labels: { mainOrg: string; roles: string };
  },
): FormDefinitionJson {
  const fields = [
    select('mainOrgId', links.labels.mainOrg, links.orgs, false, links.orgId ?? ''),
    select('roleIds', links.labels.roles, links.roles, true, []),
  ];
  const at = base.list.findIndex((widget) => widget.model === 'employeeNo');
  const list = [...base.list];
  list.splice(at < 0 ? list.length : at + 1, 0, ...fields);
  return { ...base, list };
}

/** The main organisation and roles chosen in the create dialog, as the create body has them. */
export function linksOf(values: Record<string, unknown>): {
  mainOrgId?: number;
  orgIds?: number[];
  roleIds?: number[];
} {
  const main = Number(values.mainOrgId);
  const roles = Array.isArray(values.roleIds) ? values.roleIds.map(Number) : [];
  return {
    ...(values.mainOrgId !== '' && values.mainOrgId != null && Number.isSafeInteger(main)
      ? { mainOrgId: main, orgIds: [main] }
      : {}),
    ...(roles.length > 0 ? { roleIds: roles.filter(Number.isSafeInteger) } : {}),
  };
}
