import {
  checkUploadSettings,
  type HeaderItem,
  type UploadOptions,
  type UploadSettingField,
  type Widget,
} from '@org/form-schema';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerSelector } from '../../store/hooks';
import { ChoiceProperty } from '../controls/ChoiceProperty';
import { SwitchProperty } from '../controls/SwitchProperty';
import { TextProperty } from '../controls/TextProperty';
import { useFieldLeft, useOptionEdit } from '../use-property-edit';

/**
 * Where an upload widget sends its files: the action URL, or cloud storage with its domain and
 * token source (a host function or a data source), plus request headers. Missing settings are
 * shown as errors on their fields (form-schema `checkUploadSettings`).
 */
export function UploadSettings({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const edit = useOptionEdit(widget.key);
  const fieldLeft = useFieldLeft();
  const dataSources = useDesignerSelector((s) => s.designer.definition.config.dataSource);
  const options = widget.options as unknown as UploadOptions;
  const names = (dataSources ?? []).map((d) => d.name);
  const issues = checkUploadSettings(options, names);
  const errorOf = (field: UploadSettingField) => {
    const issue = issues.find((i) => i.field === field);
    if (!issue) return null;
    return issue.code === 'REQUIRED'
      ? t(`upload.REQUIRED.${field}`)
      : t('upload.UNKNOWN_DATA_SOURCE', { name: options.tokenDataSource });
  };
  const text = (field: UploadSettingField) => (
    <TextProperty
      label={t(`upload.${field}`)}
      value={String(options[field] ?? '')}
      error={errorOf(field)}
      onChange={(value) => edit({ [field]: value }, field)}
    />
  );
  const headers = options.headers ?? [];
  const setHeaders = (next: HeaderItem[], field?: string) => edit({ headers: next }, field);

  return (
    <>
      <SwitchProperty
        label={t('upload.isQiniu')}
        checked={Boolean(options.isQiniu)}
        onChange={(isQiniu) => edit({ isQiniu })}
      />
      {!options.isQiniu && text('action')}
      {options.isQiniu && (
        <>
          {text('domain')}
          <TextProperty
            label={t('upload.token')}
            value={options.token ?? ''}
            helperText={t('upload.tokenHelp')}
            onChange={(token) => edit({ token }, 'token')}
          />
          <ChoiceProperty
            label={t('upload.tokenType')}
            value={options.tokenType ?? 'func'}
            choices={[
              { value: 'func', label: t('upload.func') },
              { value: 'datasource', label: t('upload.datasource') },
            ]}
            onChange={(tokenType) => edit({ tokenType })}
          />
          {options.tokenType === 'datasource' ? (
            <ChoiceProperty
              label={t('upload.tokenDataSource')}
              value={options.tokenDataSource ?? ''}
              error={errorOf('tokenDataSource')}
              choices={[
                { value: '', label: t('choice.none') },
                ...[...new Set([...names, options.tokenDataSource].filter(Boolean))].map((n) => ({
                  value: n,
                  label: n,
                })),
              ]}
              onChange={(tokenDataSource) => edit({ tokenDataSource })}
            />
          ) : (
            text('tokenFunc')
          )}
        </>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('upload.headers')}
      </Typography>
      {headers.map((header, index) => {
        const n = index + 1;
        const change = (patch: Partial<HeaderItem>, part: string) =>
          setHeaders(
            headers.map((h, i) => (i === index ? { ...h, ...patch } : h)),
            `headers.${index}.${part}`,
          );
        return (
          <Box key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <TextField
              size="small"
              value={header.key}
              onChange={(e) => change({ key: e.target.value }, 'key')}
              onBlur={fieldLeft}
              slotProps={{ htmlInput: { 'aria-label': t('upload.headerKey', { n }) } }}
            />
            <TextField
              size="small"
              value={header.value}
              onChange={(e) => change({ value: e.target.value }, 'value')}
              onBlur={fieldLeft}
              slotProps={{ htmlInput: { 'aria-label': t('upload.headerValue', { n }) } }}
            />
            <IconButton
              size="small"
              aria-label={t('upload.removeHeader', { n })}
              onClick={() => setHeaders(headers.filter((_, i) => i !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setHeaders([...headers, { key: '', value: '' }])}
      >
        {t('upload.addHeader')}
      </Button>
    </>
  );
}
