import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { SubmissionColumn } from '@org/form-schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnPrefs, META_COLUMNS, type MetaColumn } from './submission-table';

interface Entry {
  column: SubmissionColumn;
  shown: boolean;
}

/**
 * Chooses the columns of a form's submissions and their order: each field with a check box
 * and buttons to move it up or down (the shown ones first, in the table's order), then the
 * other columns. Nothing changes until OK; "Default" puts back the first fields.
 */
export function ColumnsDialog({
  columns,
  shown,
  onCancel,
  onSave,
}: {
  /** Every field column of the form, in form order. */
  columns: readonly SubmissionColumn[];
  /** What the table shows now. */
  shown: { fields: readonly SubmissionColumn[]; meta: readonly MetaColumn[] };
  onCancel: () => void;
  /** The choice; `null` for the default columns. */
  onSave: (prefs: ColumnPrefs | null) => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>(() => [
    ...shown.fields.map((column) => ({ column, shown: true })),
    ...columns
      .filter((column) => !shown.fields.includes(column))
      .map((column) => ({ column, shown: false })),
  ]);
  const [meta, setMeta] = useState<readonly MetaColumn[]>(shown.meta);

  const move = (index: number, by: -1 | 1) =>
    setEntries((now) => {
      const next = [...now];
      const [entry] = next.splice(index, 1);
      if (entry) next.splice(index + by, 0, entry);
      return next;
    });
  const toggle = (index: number) =>
    setEntries((now) =>
      now.map((entry, i) => (i === index ? { ...entry, shown: !entry.shown } : entry)),
    );

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      onClose={(_, reason) => reason !== 'backdropClick' && onCancel()}
    >
      <DialogTitle id={`${id}-title`}>{t('subs.columnsTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('subs.columnsFields')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('subs.noFields')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('subs.columnsFields')}>
            {entries.map((entry, index) => (
              <ListItem
                key={entry.column.model}
                disableGutters
                secondaryAction={
                  <Box>
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('subs.moveUp', { name: entry.column.label })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === entries.length - 1}
                      aria-label={t('subs.moveDown', { name: entry.column.label })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Box>
                }
              >
                <FormControlLabel
                  control={
                    <Checkbox size="small" checked={entry.shown} onChange={() => toggle(index)} />
                  }
                  label={entry.column.label}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="subtitle2" component="h3">
          {t('subs.columnsOther')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {META_COLUMNS.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  size="small"
                  checked={meta.includes(key)}
                  onChange={(event) =>
                    setMeta(
                      event.target.checked ? [...meta, key] : meta.filter((each) => each !== key),
                    )
                  }
                />
              }
              label={t(`subs.${key}`)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button sx={{ mr: 'auto' }} onClick={() => onSave(null)}>
          {t('subs.columnsDefault')}
        </Button>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            onSave({
              fields: entries.filter((entry) => entry.shown).map((entry) => entry.column.model),
              meta: [...meta],
            })
          }
        >
          {t('subs.columnsApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
