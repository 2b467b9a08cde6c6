import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPROVAL_MODES,
  type ApprovalMode,
  type FlowField,
  type Initiators,
  MAX_LEADER_LEVELS,
  PEOPLE_RULE_TYPES,
  type PeopleRule,
  WHEN_NOBODY,
  type WhenNobody,
} from '@org/flow-model';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleField, type PickedUser } from '../common/PeopleField';
import type { FlowChoices } from './flow-choices';
import { MultiChoiceField, SelectField } from './panel-inputs';

/** A change of the panel: the new value and, for typing, what merges with the step before. */
export type PanelChange<T> = (value: T, mergeKey?: string) => void;

/** Whether a form field can hold the users a rule takes (by id or username). */
export const holdsUsers = (field: FlowField) => field.type !== 'date' && field.type !== 'other';

/** A radio group with its legend. */
function Choices<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The start node's initiators: everyone, or the holders of roles and members of departments. */
export function InitiatorsField({
  value,
  choices,
  onChange,
  disabled,
}: {
  value: Initiators;
  choices: FlowChoices;
  onChange: PanelChange<Initiators>;
  disabled: boolean;
}) {
  const { t } = useTranslation('shell');
  const some =
    value.type === 'some' ? value : { type: 'some' as const, roleCodes: [], departmentIds: [] };
  return (
    <>
      <Choices
        label={t('flowDesign.initiators')}
        value={value.type}
        disabled={disabled}
        options={[
          { value: 'everyone', label: t('flowDesign.initiators.everyone') },
          { value: 'some', label: t('flowDesign.initiators.some') },
        ]}
        onChange={(type) => onChange(type === 'everyone' ? { type } : some)}
      />
      {value.type === 'some' && (
        <>
          <MultiChoiceField
            label={t('flowDesign.roles')}
            values={value.roleCodes}
            choices={choices.roles}
            disabled={disabled}
            onChange={(codes) => onChange({ ...value, roleCodes: codes.map(String) })}
          />
          <MultiChoiceField
            label={t('flowDesign.departments')}
            values={value.departmentIds}
            choices={choices.departments}
            disabled={disabled}
            helperText={t('flowDesign.departmentsHint')}
            onChange={(ids) => onChange({ ...value, departmentIds: ids.map(Number) })}
          />
        </>
      )}
    </>
  );
}

/**
 * The users a rule names, chosen in the people picker (which searches every enabled user):
 * each named from the choices, or by the name it was picked with until the choices know it.
 */
function GivenUsers({
  ids,
  choices,
  disabled,
  onChange,
}: {
  ids: readonly number[];
  choices: FlowChoices;
  disabled: boolean;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('shell');
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const known = new Map(choices.users.map((user) => [Number(user.value), user.label]));
  const people = ids.map((id) => ({ id, name: known.get(id) ?? picked.get(id) ?? `#${id}` }));
  return (
    <PeopleField
      label={t('flowDesign.users')}
      value={people}
      disabled={disabled}
      onChange={(chosen: PickedUser[]) => {
        setPicked(new Map([...picked, ...chosen.map((p) => [p.id, p.name] as const)]));
        onChange(chosen.map((person) => person.id));
      }}
    />
  );
}

/** The rule a new choice of rule type starts with. */
function ruleOfType(type: PeopleRule['type'], fields: readonly FlowField[]): PeopleRule {
  switch (type) {
    case 'users':
      return { type, userIds: [] };
    case 'role':
      return { type, roleCode: '' };
    case 'leader':
      return { type, levels: 1 };
    case 'chosen':
      return { type };
    case 'field':
      return { type, field: fields.find(holdsUsers)?.model ?? '' };
  }
}

/** Whom an approval or CC node involves: given users, a role, a leader, chosen, a field. */
export function PeopleRuleField({
  label,
  value,
  fields,
  choices,
  onChange,
  disabled,
}: {
  label: string;
  value: PeopleRule;
  fields: readonly FlowField[];
  choices: FlowChoices;
  onChange: PanelChange<PeopleRule>;
  disabled: boolean;
}) {
  const { t } = useTranslation('shell');
  const userFields = fields.filter(holdsUsers);
  return (
    <>
      <SelectField
        label={label}
        value={value.type}
        disabled={disabled}
        choices={PEOPLE_RULE_TYPES.map((type) => ({
          value: type,
          label: t(`flowDesign.rule.${type}`),
        }))}
        onChange={(type) => onChange(ruleOfType(type, fields))}
      />
      {value.type === 'users' && (
        <GivenUsers
          ids={value.userIds}
          choices={choices}
          disabled={disabled}
          onChange={(userIds) => onChange({ type: 'users', userIds })}
        />
      )}
      {value.type === 'role' && (
        <SelectField
          label={t('flowDesign.role')}
          value={value.roleCode}
          disabled={disabled}
          choices={choices.roles.map((role) => ({ value: String(role.value), label: role.label }))}
          onChange={(roleCode) => onChange({ type: 'role', roleCode })}
        />
      )}
      {value.type === 'leader' && (
        <TextField
          size="small"
          type="number"
          label={t('flowDesign.levels')}
          value={value.levels}
          disabled={disabled}
          helperText={t('flowDesign.levelsHint', { max: MAX_LEADER_LEVELS })}
          slotProps={{ htmlInput: { min: 1, max: MAX_LEADER_LEVELS, step: 1 } }}
          onChange={(event) =>
            onChange({ type: 'leader', levels: Number(event.target.value) || 0 }, 'levels')
          }
        />
      )}
      {value.type === 'chosen' && (
        <Typography variant="body2" color="text.secondary">
          {t('flowDesign.chosenHint')}
        </Typography>
      )}
      {value.type === 'field' &&
        (userFields.length === 0 && value.field === '' ? (
          <Typography variant="body2" color="text.secondary">
            {t('flowDesign.noUserFields')}
          </Typography>
        ) : (
          <SelectField
            label={t('flowDesign.userField')}
            value={value.field}
            disabled={disabled}
            choices={userFields.map((field) => ({ value: field.model, label: field.label }))}
            onChange={(field) => onChange({ type: 'field', field })}
          />
        ))}
    </>
  );
}

/** An approval node's mode (或签 / 会签) and what happens when it finds nobody. */
export function ApprovalModeFields({
  mode,
  whenNobody,
  onChange,
  disabled,
}: {
  mode: ApprovalMode;
  whenNobody: WhenNobody;
  onChange: (change: { mode?: ApprovalMode; whenNobody?: WhenNobody }) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Choices
        label={t('flowDesign.mode')}
        value={mode}
        disabled={disabled}
        options={APPROVAL_MODES.map((value) => ({ value, label: t(`flowDesign.mode.${value}`) }))}
        onChange={(next) => onChange({ mode: next })}
      />
      <SelectField
        label={t('flowDesign.whenNobody')}
        value={whenNobody}
        disabled={disabled}
        choices={WHEN_NOBODY.map((value) => ({
          value,
          label: t(`flowDesign.whenNobody.${value}`),
        }))}
        onChange={(next) => onChange({ whenNobody: next })}
      />
    </>
  );
}
