import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';
import { useDesignerTranslation } from '../i18n';

export type KeyValueRow = readonly [name: string, value: string];

export interface KeyValueRowsProps {
  /** Group label, e.g. "Headers". */
  label: string;
  addLabel: string;
  rows: readonly KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
}

/** Editable name / value rows (headers, params) with add and remove. */
export function KeyValueRows({ label, addLabel, rows, onChange }: KeyValueRowsProps) {
  const { t } = useDesignerTranslation('dialogs');
  const id = useId();
  const set = (index: number, row: KeyValueRow) =>
    onChange(rows.map((current, i) => (i === index ? row : current)));
  return (
    <Stack spacing={1} role="group" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={id} variant="subtitle2">
          {label}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, ['', '']])}>
          {addLabel}
        </Button>
      </Stack>
      {rows.map(([name, value], index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`${label} ${index + 1} ${t('dataSource.key')}`}
            value={name}
            onChange={(event) => set(index, [event.target.value, value])}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={`${label} ${index + 1} ${t('dataSource.value')}`}
            value={value}
            onChange={(event) => set(index, [name, event.target.value])}
            sx={{ flex: 2 }}
          />
          <IconButton
            size="small"
            aria-label={`${t('remove')} ${label} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
