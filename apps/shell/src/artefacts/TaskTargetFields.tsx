import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskContent } from '@org/api-contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewQuery } from '../api/dataview-api';
import {
  type ContentErrors,
  SelectField,
  idOf,
  useApiChoices,
  useFlowChoices,
  useViewChoices,
} from './fields';
import { BodyTemplateField, EntryRows } from './TemplateFields';
import { ViewParamFields } from './ViewParamFields';

/** What a task's target fields receive: the task's content, its change, the server's errors. */
export interface TargetFieldsProps {
  appId: number;
  content: Partial<TaskContent>;
  onChange: (value: Record<string, unknown>) => void;
  errors: ContentErrors;
}

/**
 * DATA_VIEW: the view, and a text field for each parameter it declares (required ones marked,
 * the default named), kept in `params` by name; an empty one is left out (its default applies).
 */
export function ViewTarget({ content, onChange, errors }: TargetFieldsProps) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const views = useViewChoices();
  const { currentData: view } = useViewQuery(
    { id: content.viewId ?? 0 },
    { skip: content.viewId === undefined },
  );
  return (
    <>
      <SelectField
        label={t('artefact.view')}
        required
        value={content.viewId}
        choices={views}
        onChange={(v) => onChange({ ...content, viewId: idOf(v), params: undefined })}
        error={errors.viewId}
      />
      {view && (
        <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
          <Typography id={headingId} variant="subtitle2" component="h3">
            {t('task.params')}
          </Typography>
          {errors.params && (
            <Typography variant="body2" color="error">
              {errors.params}
            </Typography>
          )}
          <ViewParamFields
            params={view.params}
            values={content.params}
            empty={t('task.noParams')}
            onChange={(params) => onChange({ ...content, params })}
            errorOf={(name) => errors[`params.${name}`]}
            helperOf={(param) => {
              const type = t(`dataview.type.${param.type}`);
              const fallback = param.defaultValue;
              return fallback === undefined || fallback === null
                ? type
                : t('task.paramDefault', { type, value: String(fallback) });
            }}
          />
        </Box>
      )}
    </>
  );
}

/** What a start data text holds: nothing, an object, or what is wrong with it. */
export type FlowDataText =
  | { kind: 'empty' }
  | { kind: 'object'; value: Record<string, unknown> }
  | { kind: 'syntax' }
  | { kind: 'notObject' };

/** Reads the start data typed: a JSON object, or why it is not one. */
export function readFlowData(text: string): FlowDataText {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'syntax' };
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { kind: 'object', value: value as Record<string, unknown> }
    : { kind: 'notObject' };
}

/** The text a saved start data is edited as. */
const flowDataText = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/**
 * FLOW: the application's flow to start, and its start form's data as a JSON object typed in
 * a monospace field. Text that is not an object is refused under the field as it is typed, and
 * kept in the content as text, so that a save is refused too rather than sending older data.
 */
export function FlowTarget({ appId, content, onChange, errors }: TargetFieldsProps) {
  const { t } = useTranslation('shell');
  const flows = useFlowChoices(appId);
  const [text, setText] = useState(() => flowDataText(content.flowData));
  const read = readFlowData(text);
  const problem =
    read.kind === 'syntax'
      ? t('task.flowDataSyntax')
      : read.kind === 'notObject'
        ? t('task.flowDataNotObject')
        : errors.flowData;
  const change = (next: string) => {
    setText(next);
    const now = readFlowData(next);
    onChange({
      ...content,
      flowData: now.kind === 'object' ? now.value : now.kind === 'empty' ? undefined : next,
    });
  };
  return (
    <>
      <SelectField
        label={t('task.flow')}
        required
        value={content.flowId}
        choices={flows}
        onChange={(v) => onChange({ ...content, flowId: idOf(v) })}
        error={errors.flowId}
      />
      <TextField
        size="small"
        label={t('task.flowData')}
        value={text}
        onChange={(event) => change(event.target.value)}
        error={problem !== undefined}
        helperText={problem ?? t('task.flowDataHelp')}
        multiline
        minRows={3}
        maxRows={12}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </>
  );
}

/**
 * API: the catalogue's API, its query (names with template values, kept in `params`) and the
 * body template, edited as an orchestration's API step edits them. The server checks the
 * templates at save and names a refused one as `params.<name>` or `body`.
 */
export function ApiTarget({ content, onChange, errors }: TargetFieldsProps) {
  const { t } = useTranslation('shell');
  const apis = useApiChoices();
  return (
    <>
      <SelectField
        label={t('artefact.api')}
        required
        value={content.apiId}
        choices={apis}
        onChange={(v) => onChange({ ...content, apiId: idOf(v) })}
        error={errors.apiId}
      />
      <EntryRows
        label={t('orchestration.query')}
        path="params"
        values={content.params}
        onChange={(params) => onChange({ ...content, params })}
        errorOf={(path) => errors[path]}
      />
      <BodyTemplateField
        value={content.body}
        onChange={(body) => onChange({ ...content, body })}
        error={errors.body}
        help={t('task.apiBodyHelp')}
      />
    </>
  );
}
