import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TASK_DEFAULTS, TASK_MISSED, TASK_OVERLAPS, type TaskContent } from '@org/api-contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentErrors } from './fields';

/** As wide as the dialog's label column (`FormDialog`), so the choices line up with the fields. */
const LABEL_COLUMN = '88px minmax(0, 1fr)';

/**
 * A whole number of the content: shown as typed, sent as a number (the server checks its
 * range), left out when emptied (the default applies).
 */
function NumberField({
  label,
  help,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string;
  help: string;
  value: number;
  min: number;
  max: number;
  error: string | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? undefined : Number(event.target.value));
      }}
      error={error !== undefined}
      helperText={error ?? help}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
    />
  );
}

/** One of a few choices as radio buttons in a row, labelled like the dialog's fields. */
function RadioField<V extends string>({
  label,
  help,
  value,
  choices,
  labelOf,
  error,
  onChange,
}: {
  label: string;
  help: string;
  value: V;
  choices: readonly V[];
  labelOf: (choice: V) => string;
  error: string | undefined;
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  const helpId = useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: LABEL_COLUMN, columnGap: 1.5 }}>
      <FormLabel
        id={labelId}
        sx={{
          justifySelf: 'end',
          textAlign: 'right',
          pt: '9px',
          fontSize: 14,
          color: 'text.primary',
        }}
      >
        {label}
      </FormLabel>
      <div>
        <RadioGroup
          row
          aria-labelledby={labelId}
          aria-describedby={helpId}
          value={value}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice === event.target.value);
            if (chosen) onChange(chosen);
          }}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio size="small" />}
              label={labelOf(choice)}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helpId} error={error !== undefined} sx={{ mt: 0, mx: 1.75 }}>
          {error ?? help}
        </FormHelperText>
      </div>
    </Box>
  );
}

/**
 * 运行设置: how a run is bounded (timeout; retries and their delay, doubled each time) and what
 * happens to runs that overlap or were missed while the platform was down. What the content
 * leaves out shows as `TASK_DEFAULTS`.
 */
export function TaskRunFields({
  content,
  onChange,
  errors,
}: {
  content: Partial<TaskContent>;
  onChange: (value: Record<string, unknown>) => void;
  errors: ContentErrors;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const set = (key: keyof TaskContent, value: unknown) => onChange({ ...content, [key]: value });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('task.runSettings')}
      </Typography>
      <NumberField
        label={t('task.timeout')}
        help={t('task.timeoutHelp')}
        value={content.timeoutSeconds ?? TASK_DEFAULTS.timeoutSeconds}
        min={1}
        max={3600}
        error={errors.timeoutSeconds}
        onChange={(value) => set('timeoutSeconds', value)}
      />
      <NumberField
        label={t('task.retries')}
        help={t('task.retriesHelp')}
        value={content.retries ?? TASK_DEFAULTS.retries}
        min={0}
        max={10}
        error={errors.retries}
        onChange={(value) => set('retries', value)}
      />
      <NumberField
        label={t('task.retryDelay')}
        help={t('task.retryDelayHelp')}
        value={content.retryDelaySeconds ?? TASK_DEFAULTS.retryDelaySeconds}
        min={1}
        max={3600}
        error={errors.retryDelaySeconds}
        onChange={(value) => set('retryDelaySeconds', value)}
      />
      <RadioField
        label={t('task.overlap')}
        help={t('task.overlapHelp')}
        value={content.overlap ?? TASK_DEFAULTS.overlap}
        choices={TASK_OVERLAPS}
        labelOf={(choice) => t(`task.overlap.${choice}`)}
        error={errors.overlap}
        onChange={(value) => set('overlap', value)}
      />
      <RadioField
        label={t('task.missed')}
        help={t('task.missedHelp')}
        value={content.missed ?? TASK_DEFAULTS.missed}
        choices={TASK_MISSED}
        labelOf={(choice) => t(`task.missed.${choice}`)}
        error={errors.missed}
        onChange={(value) => set('missed', value)}
      />
    </Box>
  );
}
