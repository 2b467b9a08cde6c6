import { VIEW_PARAM_TYPES } from '@org/api-contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ParamDraft, ParamType } from './view-draft';

/**
 * A view's declared parameters: name, type, required and default, one row each; add one, or
 * those the SQL uses. The server's problems show under the field they name
 * (`params[1].name`), those of the whole list (`params`) under it.
 */
export function ParamsEditor({
  params,
  errors,
  onChange,
  onFromSql,
}: {
  params: readonly ParamDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (params: ParamDraft[]) => void;
  onFromSql: () => void;
}) {
  const { t } = useTranslation('shell');
  const change = (index: number, fields: Partial<ParamDraft>) =>
    onChange(params.map((param, i) => (i === index ? { ...param, ...fields } : param)));
  const problem = (index: number, field: string) => errors[`params[${index}].${field}`];
  return (
    <Box component="section" aria-label={t('dataview.params')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('dataview.params')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onFromSql}>
          {t('dataview.paramsFromSql')}
        </Button>
        <Button
          size="small"
          onClick={() =>
            onChange([...params, { name: '', type: 'string', required: false, defaultValue: '' }])
          }
        >
          {t('dataview.addParam')}
        </Button>
      </Box>
      {params.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('dataview.noParams')}
        </Typography>
      )}
      {params.map((param, index) => (
        <Box
          key={index}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr auto 1.2fr auto' },
          }}
        >
          <TextField
            size="small"
            label={t('dataview.paramName')}
            value={param.name}
            onChange={(event) => change(index, { name: event.target.value })}
            error={problem(index, 'name') !== undefined}
            helperText={problem(index, 'name')}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <TextField
            select
            size="small"
            label={t('dataview.paramType')}
            value={param.type}
            onChange={(event) => change(index, { type: event.target.value as ParamType })}
            error={problem(index, 'type') !== undefined}
            helperText={problem(index, 'type')}
          >
            {VIEW_PARAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`dataview.type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={param.required}
                onChange={(event) => change(index, { required: event.target.checked })}
              />
            }
            label={t('dataview.paramRequired')}
          />
          <TextField
            size="small"
            label={t('dataview.paramDefault')}
            value={param.defaultValue}
            placeholder={param.type === 'boolean' ? 'true / false' : undefined}
            onChange={(event) => change(index, { defaultValue: event.target.value })}
            error={problem(index, 'defaultValue') !== undefined}
            helperText={problem(index, 'defaultValue')}
          />
          <IconButton
            aria-label={t('dataview.removeParam', { name: param.name || index + 1 })}
            onClick={() => onChange(params.filter((_, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {errors.params && <FormHelperText error>{errors.params}</FormHelperText>}
    </Box>
  );
}
