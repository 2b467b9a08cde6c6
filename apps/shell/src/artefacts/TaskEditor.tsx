import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DEFAULT_TASK_TIMEZONE, TASK_TARGET_TYPES, type TaskContent } from '@org/api-contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentEditorProps } from './ContentEditors';
import { SelectField, useOrchestrationChoices } from './fields';
import { type SchedulePreview, runTimeText, timeZones, useSchedulePreview } from './task-schedule';
import { TaskRunFields } from './TaskRunFields';
import { ApiTarget, FlowTarget, ViewTarget } from './TaskTargetFields';

/** The fields that name what a task runs: another target type leaves them behind. */
const TARGET_FIELDS: readonly string[] = [
  'viewId',
  'params',
  'apiId',
  'body',
  'orchestrationCode',
  'flowId',
  'flowData',
];

/** The content without what the former target needed. */
const withoutTarget = (content: Partial<TaskContent>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(content).filter(([key]) => !TARGET_FIELDS.includes(key)));

/** The next times as a list under the cron field, dimmed while those of a newer text are asked. */
function NextRuns({
  preview,
  timezone,
}: {
  preview: Extract<SchedulePreview, { kind: 'times' }>;
  timezone: string;
}) {
  const { t, i18n } = useTranslation('shell');
  if (preview.next.length === 0) return t('task.noNextRuns');
  return (
    <Box component="span" sx={{ display: 'block', opacity: preview.pending ? 0.6 : 1 }}>
      {t('task.nextRuns', { timezone })}
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {preview.next.map((iso) => (
          <li key={iso}>
            <time dateTime={iso}>{runTimeText(iso, timezone, i18n.language)}</time>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * TASK: when it runs (the cron expression, with the next five times it names in the task's
 * time zone shown as it is typed, or why the server refuses it), what it runs (a data view
 * with its parameters, an orchestration, a flow with its start data, or an API of the catalogue
 * with its query and body), how a run is bounded, and whether it is on.
 */
export function TaskEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const orchestrations = useOrchestrationChoices(appId);
  const zones = useMemo(timeZones, []);
  const content = value as Partial<TaskContent>;
  const cron = content.cron ?? '';
  const timezone = content.timezone ?? DEFAULT_TASK_TIMEZONE;
  const preview = useSchedulePreview(cron, timezone);
  const refused = preview.kind === 'refused' ? preview.problem : null;
  const cronError = errors.cron ?? (refused?.field === 'cron' ? refused.message : undefined);
  const zoneError =
    errors.timezone ?? (refused?.field === 'timezone' ? refused.message : undefined);
  let cronHelp: ReactNode = t('artefact.cronHelp');
  if (cronError !== undefined) cronHelp = cronError;
  else if (preview.kind === 'times') cronHelp = <NextRuns preview={preview} timezone={timezone} />;
  const target = { appId, content, onChange, errors };

  return (
    <>
      <TextField
        size="small"
        label={t('artefact.cron')}
        required
        value={cron}
        onChange={(event) => onChange({ ...content, cron: event.target.value })}
        error={cronError !== undefined}
        helperText={cronHelp}
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
          formHelperText: { component: 'div', 'aria-live': 'polite' },
        }}
      />
      <Autocomplete
        size="small"
        disableClearable
        options={zones.includes(timezone) ? zones : [timezone, ...zones]}
        value={timezone}
        onChange={(_, zone) => onChange({ ...content, timezone: zone })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('task.timezone')}
            error={zoneError !== undefined}
            helperText={zoneError}
          />
        )}
      />
      <SelectField
        label={t('artefact.targetType')}
        value={content.targetType}
        choices={TASK_TARGET_TYPES.map((type) => ({ value: type, label: t(`artefact.${type}`) }))}
        onChange={(type) => onChange({ ...withoutTarget(content), targetType: type })}
        error={errors.targetType}
      />
      {content.targetType === 'ORCHESTRATION' && (
        <SelectField
          label={t('artefact.orchestration')}
          required
          value={content.orchestrationCode}
          choices={orchestrations}
          onChange={(code) => onChange({ ...content, orchestrationCode: code || undefined })}
          error={errors.orchestrationCode}
        />
      )}
      {content.targetType === 'DATA_VIEW' && <ViewTarget {...target} />}
      {content.targetType === 'FLOW' && <FlowTarget {...target} />}
      {content.targetType === 'API' && <ApiTarget {...target} />}
      <TaskRunFields content={content} onChange={onChange} errors={errors} />
      <FormControlLabel
        control={
          <Switch
            checked={content.enabled ?? false}
            onChange={(e) => onChange({ ...content, enabled: e.target.checked })}
          />
        }
        label={t('artefact.enabled')}
      />
    </>
  );
}
