import { VIEW_LIMITS, VIEW_STATUSES } from '@org/api-contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SetDraft } from './draft-save';
import type { ViewDraft } from './view-draft';

/**
 * How a view runs and who sees it: the statement timeout and the most rows a run answers (each
 * with its range until the server names a problem), the publication status and the switch.
 */
export function LimitsFields({
  draft,
  errors,
  set,
}: {
  draft: ViewDraft;
  /** The server's problems by field, shown under the fields they name. */
  errors: Record<string, string>;
  set: SetDraft;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="section"
      aria-label={t('dataview.limits')}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <TextField
        size="small"
        type="number"
        label={t('dataview.statementTimeoutMs')}
        value={draft.statementTimeoutMs}
        onChange={(event) => set('statementTimeoutMs', event.target.value)}
        error={'statementTimeoutMs' in errors}
        helperText={
          errors.statementTimeoutMs ?? `${VIEW_LIMITS.minTimeoutMs}–${VIEW_LIMITS.maxTimeoutMs}`
        }
        slotProps={{
          htmlInput: { min: VIEW_LIMITS.minTimeoutMs, max: VIEW_LIMITS.maxTimeoutMs },
        }}
      />
      <TextField
        size="small"
        type="number"
        label={t('dataview.maxRows')}
        value={draft.maxRows}
        onChange={(event) => set('maxRows', event.target.value)}
        error={'maxRows' in errors}
        helperText={errors.maxRows ?? `1–${VIEW_LIMITS.maxRows}`}
        slotProps={{ htmlInput: { min: 1, max: VIEW_LIMITS.maxRows } }}
      />
      <TextField
        select
        size="small"
        label={t('dataview.viewStatus')}
        value={draft.viewStatus}
        onChange={(event) => set('viewStatus', event.target.value as ViewDraft['viewStatus'])}
        error={'viewStatus' in errors}
        helperText={errors.viewStatus ?? ' '}
      >
        {VIEW_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`dataview.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ mb: 2.5 }}
        control={
          <Switch
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
        }
        label={t('dataview.status')}
      />
    </Box>
  );
}
