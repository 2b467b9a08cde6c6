import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  Condition,
  FieldCondition,
  FlowField,
  GroupCondition,
  InitiatorCondition,
} from '@org/flow-model';
import { useTranslation } from 'react-i18next';
import {
  type ConditionPath,
  appendAt,
  asGroup,
  comparableFields,
  fromGroup,
  newFieldTest,
  newInitiatorTest,
  opsOf,
  replaceAt,
  takesValue,
  valueFromText,
  withTestField,
  withTestOp,
  withTestValue,
} from './condition-edit';
import type { FlowChoices } from './flow-choices';
import { MultiChoiceField, SelectField } from './panel-inputs';

interface BuilderContext {
  fields: readonly FlowField[];
  choices: FlowChoices;
  disabled: boolean;
  /** Replaces the item at a path (the root group at `[]`), or removes it (null). */
  replace: (path: ConditionPath, item: Condition | null, mergeKey?: string) => void;
  append: (path: ConditionPath, item: Condition) => void;
}

const boxed = { border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 1 };

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

/** A test of a form field: the field, a comparison its type offers, and a value that fits. */
function FieldTestEditor({
  test,
  path,
  context,
}: {
  test: FieldCondition;
  path: ConditionPath;
  context: BuilderContext;
}) {
  const { t } = useTranslation('shell');
  const { fields, disabled, replace } = context;
  const comparable = comparableFields(fields);
  const field = fields.find((candidate) => candidate.model === test.field);
  const set = (next: FieldCondition, mergeKey?: string) => replace(path, next, mergeKey);
  const valueKey = `value:${path.join('.')}`;
  const text = test.value === undefined || Array.isArray(test.value) ? '' : String(test.value);
  return (
    <Box sx={boxed} role="group" aria-label={t('flowDesign.addFieldTest')}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}
      >
        <SelectField
          label={t('flowDesign.testField')}
          value={test.field}
          disabled={disabled}
          choices={comparable.map((option) => ({ value: option.model, label: option.label }))}
          onChange={(model) => {
            const chosen = comparable.find((option) => option.model === model);
            if (chosen) set(withTestField(test, chosen));
          }}
        />
        <SelectField
          label={t('flowDesign.testOp')}
          value={test.op}
          disabled={disabled}
          choices={opsOf(test.type).map((op) => ({ value: op, label: t(`flowDesign.op.${op}`) }))}
          onChange={(op) => set(withTestOp(test, op))}
        />
        <RemoveButton
          label={t('flowDesign.removeTest')}
          disabled={disabled}
          onClick={() => replace(path, null)}
        />
      </Box>
      {takesValue(test.op) &&
        (test.type === 'choice' ? (
          <MultiChoiceField
            label={t('flowDesign.testValues')}
            values={Array.isArray(test.value) ? test.value : []}
            choices={field?.choices ?? []}
            disabled={disabled}
            onChange={(values) => set(withTestValue(test, values.length > 0 ? values : undefined))}
          />
        ) : (
          <TextField
            size="small"
            label={t('flowDesign.testValue')}
            type={test.type === 'number' ? 'number' : test.type === 'date' ? 'date' : 'text'}
            value={text}
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) =>
              set(withTestValue(test, valueFromText(test.type, event.target.value)), valueKey)
            }
          />
        ))}
    </Box>
  );
}

/** A test of the initiator: their department or role is, or is not, among the values. */
function InitiatorTestEditor({
  test,
  path,
  context,
}: {
  test: InitiatorCondition;
  path: ConditionPath;
  context: BuilderContext;
}) {
  const { t } = useTranslation('shell');
  const { choices, disabled, replace } = context;
  const set = (next: InitiatorCondition) => replace(path, next);
  return (
    <Box sx={boxed} role="group" aria-label={t('flowDesign.addInitiatorTest')}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}
      >
        <SelectField
          label={t('flowDesign.testSubject')}
          value={test.subject}
          disabled={disabled}
          choices={(['department', 'role'] as const).map((subject) => ({
            value: subject,
            label: t(`flowDesign.subject.${subject}`),
          }))}
          onChange={(subject) => subject !== test.subject && set({ ...test, subject, values: [] })}
        />
        <SelectField
          label={t('flowDesign.testOp')}
          value={test.op}
          disabled={disabled}
          choices={(['in', 'notIn'] as const).map((op) => ({
            value: op,
            label: t(`flowDesign.op.${op}`),
          }))}
          onChange={(op) => set({ ...test, op })}
        />
        <RemoveButton
          label={t('flowDesign.removeTest')}
          disabled={disabled}
          onClick={() => replace(path, null)}
        />
      </Box>
      <MultiChoiceField
        label={t('flowDesign.testValues')}
        values={test.values}
        choices={test.subject === 'department' ? context.choices.departments : choices.roles}
        disabled={disabled}
        onChange={(values) => set({ ...test, values })}
      />
    </Box>
  );
}

/** A group of tests that must all (or any) hold, with buttons to add tests and groups. */
function GroupEditor({
  group,
  path,
  context,
}: {
  group: GroupCondition;
  path: ConditionPath;
  context: BuilderContext;
}) {
  const { t } = useTranslation('shell');
  const { fields, disabled, replace, append } = context;
  const first = comparableFields(fields)[0];
  const firstTest = (): Condition => (first ? newFieldTest(first) : newInitiatorTest());
  const nested = path.length > 0;
  return (
    <Box
      sx={
        nested
          ? { ...boxed, borderLeft: 4, borderLeftColor: 'primary.light' }
          : { display: 'grid', gap: 1 }
      }
    >
      {(nested || group.items.length > 1) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'start' }}>
          <SelectField
            label={t('flowDesign.groupMode')}
            value={group.kind}
            disabled={disabled}
            choices={(['all', 'any'] as const).map((kind) => ({
              value: kind,
              label: t(`flowDesign.group.${kind}`),
            }))}
            onChange={(kind) => replace(path, { ...group, kind })}
          />
          {nested && (
            <RemoveButton
              label={t('flowDesign.removeGroup')}
              disabled={disabled}
              onClick={() => replace(path, null)}
            />
          )}
        </Box>
      )}
      {group.items.map((item, index) => {
        const at = [...path, index];
        const key = `${at.join('.')}:${item.kind}`;
        if (item.kind === 'field')
          return <FieldTestEditor key={key} test={item} path={at} context={context} />;
        if (item.kind === 'initiator')
          return <InitiatorTestEditor key={key} test={item} path={at} context={context} />;
        return <GroupEditor key={key} group={item} path={at} context={context} />;
      })}
      {!nested && fields.length > 0 && !first && (
        <Typography variant="body2" color="text.secondary">
          {t('flowDesign.noComparable')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {first && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled}
            onClick={() => append(path, newFieldTest(first))}
          >
            {t('flowDesign.addFieldTest')}
          </Button>
        )}
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => append(path, newInitiatorTest())}
        >
          {t('flowDesign.addInitiatorTest')}
        </Button>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => append(path, { kind: 'all', items: [firstTest()] })}
        >
          {t('flowDesign.addGroup')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A branch's condition: a group of field tests (comparisons by the field's type, with a value
 * input that fits it), initiator tests and nested groups. A branch without tests has no
 * condition.
 */
export function ConditionBuilder({
  condition,
  fields,
  choices,
  onChange,
  disabled,
}: {
  condition: Condition | undefined;
  fields: readonly FlowField[];
  choices: FlowChoices;
  onChange: (condition: Condition | undefined, mergeKey?: string) => void;
  disabled: boolean;
}) {
  const root = asGroup(condition);
  const context: BuilderContext = {
    fields,
    choices,
    disabled,
    replace: (path, item, mergeKey) => {
      const next =
        path.length === 0 ? (item as GroupCondition | null) : replaceAt(root, path, item);
      onChange(next ? fromGroup(next) : undefined, mergeKey);
    },
    append: (path, item) => onChange(fromGroup(appendAt(root, path, item))),
  };
  return <GroupEditor group={root} path={[]} context={context} />;
}
