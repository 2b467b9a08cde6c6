import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import {
  useArtefactPageQuery,
  useCatalogueApisQuery,
  useLookupRolesQuery,
  useLookupViewsQuery,
} from '../api/artefacts-api';
import { useFormPageQuery } from '../api/shell-api';

/** A choice of a select: its value and the text shown. */
export interface Choice {
  value: string | number;
  label: string;
}

/** The field errors of a content, keyed by path below `content` (`steps[0].roleCode`). */
export type ContentErrors = Readonly<Record<string, string>>;

/**
 * The errors of a refusal below `content.`, keyed by their path inside the content: a save's,
 * or a test run's of the content being edited.
 */
export function contentErrors(errors: Readonly<Record<string, string>>): ContentErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith('content.') || name.startsWith('content['))
      .map(([name, message]) => [name.replace(/^content\.?/, ''), message]),
  );
}

/**
 * The path of a member of an object as the server names a refused field: `params.city`, or
 * `headers["X-Token"]` for a name that is not an identifier.
 */
export const memberPath = (path: string, name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;

/**
 * A select whose error shows under it (else `help`); an unknown current value is kept as a
 * choice.
 */
export function SelectField({
  label,
  value,
  choices,
  onChange,
  error,
  help,
  required = false,
}: {
  label: string;
  value: string | number | undefined;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string | undefined;
  required?: boolean;
}) {
  const shown =
    value === undefined || value === '' || choices.some((c) => String(c.value) === String(value))
      ? choices
      : [...choices, { value, label: String(value) }];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? help}
      fullWidth
    >
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The forms of an application as choices. */
export function useFormChoices(appId: number): Choice[] {
  const { data } = useFormPageQuery({ appId, pageSize: 1000, sortBy: 'formCode' });
  return useMemo(
    () => (data?.list ?? []).map((f) => ({ value: f.id, label: `${f.formName}（${f.formCode}）` })),
    [data],
  );
}

/** Every data view as choices. */
export function useViewChoices(): Choice[] {
  const { data } = useLookupViewsQuery();
  return useMemo(
    () =>
      (data?.records ?? []).map((v) => ({ value: v.id, label: `${v.viewName}（${v.viewCode}）` })),
    [data],
  );
}

/** The roles' codes with their names (empty when the user may not read roles). */
export function useRoleChoices(): Choice[] {
  const { data } = useLookupRolesQuery();
  return useMemo(
    () =>
      (data?.list ?? []).map((r) => ({
        value: r.roleCode,
        label: `${r.roleName}（${r.roleCode}）`,
      })),
    [data],
  );
}

/** The APIs of the service catalogue as choices; none when `skip`. */
export function useApiChoices(skip = false): Choice[] {
  const { data } = useCatalogueApisQuery({ pageSize: 100, sortBy: 'apiCode' }, { skip });
  return useMemo(
    () =>
      (data?.list ?? []).map((a) => ({
        value: a.id,
        label: `${a.apiName}（${a.method} ${a.path}）`,
      })),
    [data],
  );
}

/** The orchestrations of an application, by code. */
export function useOrchestrationChoices(appId: number): Choice[] {
  const { data } = useArtefactPageQuery({ appId, kind: 'ORCHESTRATION', pageSize: 100 });
  return useMemo(
    () =>
      (data?.list ?? []).map((o) => ({
        value: o.artefactCode,
        label: `${o.artefactName}（${o.artefactCode}）`,
      })),
    [data],
  );
}

/** The flows (WORKFLOW artefacts, published or not) of an application, by id; none when `skip`. */
export function useFlowChoices(appId: number, skip = false): Choice[] {
  const { data } = useArtefactPageQuery({ appId, kind: 'WORKFLOW', pageSize: 100 }, { skip });
  return useMemo(
    () =>
      (data?.list ?? []).map((f) => ({
        value: f.id,
        label: `${f.artefactName}（${f.artefactCode}）`,
      })),
    [data],
  );
}

/** A number from a select's value, or undefined when none is chosen. */
export const idOf = (value: string): number | undefined =>
  value === '' ? undefined : Number(value);
