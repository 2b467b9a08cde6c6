import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGGREGATES,
  TASK_TARGET_TYPES,
  type ReleaseContent,
  type SourceContent,
  type StatisticContent,
  type TaskContent,
} from '@org/api-contract';
import { useTranslation } from 'react-i18next';
import { useLookupViewColumnsQuery } from '../api/artefacts-api';
import {
  type ContentErrors,
  SelectField,
  idOf,
  useOrchestrationChoices,
  useViewChoices,
} from './fields';

/** What every content editor receives: the content, its change, and the server's errors. */
export interface ContentEditorProps {
  appId: number;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  errors: ContentErrors;
}

/** STATISTIC: a view, the column to group by, the measure and its aggregate. */
export function StatisticEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const views = useViewChoices();
  const content = value as Partial<StatisticContent>;
  const { data } = useLookupViewColumnsQuery(content.viewId ?? 0, { skip: !content.viewId });
  const columns = (data?.list ?? []).map((c) => ({
    value: c.columnName,
    label: c.columnComment ? `${c.columnComment}（${c.columnName}）` : c.columnName,
  }));
  return (
    <>
      <SelectField
        label={t('artefact.view')}
        required
        value={content.viewId}
        choices={views}
        onChange={(v) => onChange({ ...content, viewId: idOf(v) })}
        error={errors.viewId}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
        <SelectField
          label={t('artefact.dimension')}
          required
          value={content.dimension}
          choices={columns}
          onChange={(dimension) => onChange({ ...content, dimension })}
          error={errors.dimension}
        />
        <SelectField
          label={t('artefact.measure')}
          required
          value={content.measure}
          choices={columns}
          onChange={(measure) => onChange({ ...content, measure })}
          error={errors.measure}
        />
        <SelectField
          label={t('artefact.aggregate')}
          required
          value={content.aggregate}
          choices={AGGREGATES.map((a) => ({ value: a, label: t(`artefact.${a}`) }))}
          onChange={(aggregate) => onChange({ ...content, aggregate })}
          error={errors.aggregate}
        />
      </Box>
    </>
  );
}

/** TASK: the cron expression, what it runs (a view or an orchestration), on or paused. */
export function TaskEditor({ appId, value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const views = useViewChoices();
  const orchestrations = useOrchestrationChoices(appId);
  const content = value as Partial<TaskContent>;
  return (
    <>
      <TextField
        size="small"
        label={t('artefact.cron')}
        required
        value={content.cron ?? ''}
        onChange={(e) => onChange({ ...content, cron: e.target.value })}
        error={errors.cron !== undefined}
        helperText={errors.cron ?? t('artefact.cronHelp')}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '160px 1fr' } }}>
        <SelectField
          label={t('artefact.targetType')}
          value={content.targetType}
          choices={TASK_TARGET_TYPES.map((type) => ({ value: type, label: t(`artefact.${type}`) }))}
          onChange={(type) =>
            onChange({ cron: content.cron, enabled: content.enabled, targetType: type })
          }
          error={errors.targetType}
        />
        {content.targetType === 'ORCHESTRATION' ? (
          <SelectField
            label={t('artefact.orchestration')}
            required
            value={content.orchestrationCode}
            choices={orchestrations}
            onChange={(code) => onChange({ ...content, orchestrationCode: code || undefined })}
            error={errors.orchestrationCode}
          />
        ) : (
          <SelectField
            label={t('artefact.view')}
            required
            value={content.viewId}
            choices={views}
            onChange={(v) => onChange({ ...content, viewId: idOf(v) })}
            error={errors.viewId}
          />
        )}
      </Box>
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

/** SOURCE: a relative path and the text of the file. */
export function SourceEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as Partial<SourceContent>;
  return (
    <>
      <TextField
        size="small"
        label={t('artefact.path')}
        required
        value={content.path ?? ''}
        onChange={(e) => onChange({ ...content, path: e.target.value })}
        error={errors.path !== undefined}
        helperText={errors.path}
      />
      <TextField
        label={t('artefact.text')}
        multiline
        minRows={8}
        maxRows={20}
        value={content.text ?? ''}
        onChange={(e) => onChange({ ...content, text: e.target.value })}
        error={errors.text !== undefined}
        helperText={errors.text ?? t('artefact.chars', { count: (content.text ?? '').length })}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </>
  );
}

/** RELEASE: version and notes; the forms it includes are recorded by the server. */
export function ReleaseEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as Partial<ReleaseContent>;
  return (
    <>
      <TextField
        size="small"
        label={t('artefact.version')}
        required
        value={content.version ?? ''}
        onChange={(e) => onChange({ ...content, version: e.target.value })}
        error={errors.version !== undefined}
        helperText={errors.version ?? t('artefact.versionHelp')}
      />
      <TextField
        label={t('artefact.notes')}
        multiline
        minRows={3}
        value={content.notes ?? ''}
        onChange={(e) => onChange({ ...content, notes: e.target.value })}
        error={errors.notes !== undefined}
        helperText={errors.notes}
      />
      <Typography variant="subtitle2" component="h3">
        {t('artefact.releaseForms')}
      </Typography>
      {content.forms ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {content.forms.map((form) => (
            <li key={form.formId}>
              {form.formCode} · {t('design.version', { version: form.version })}
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {t('artefact.releaseFormsLater')}
        </Typography>
      )}
    </>
  );
}

/** PAGE: the title here; the blocks are arranged in the page designer. */
export function PageEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as { title?: string; blocks?: unknown[] };
  return (
    <>
      <TextField
        size="small"
        label={t('artefact.title')}
        required
        value={content.title ?? ''}
        onChange={(e) =>
          onChange({ ...content, title: e.target.value, blocks: content.blocks ?? [] })
        }
        error={errors.title !== undefined}
        helperText={errors.title}
      />
      <Typography color="text.secondary" variant="body2">
        {content.blocks && content.blocks.length > 0
          ? t('artefact.blocks', { count: content.blocks.length })
          : t('artefact.blocksLater')}
      </Typography>
    </>
  );
}
