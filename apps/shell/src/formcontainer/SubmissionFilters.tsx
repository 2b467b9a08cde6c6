import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FILTER_TEXT_MAX, type SubmissionColumn, filterOpOf } from '@org/form-schema';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChoiceLabels, choicesOf } from './choice-labels';
import {
  type FieldFilterDraft,
  type ListFilters,
  MAX_DRAFTS,
  draftFilter,
} from './submission-table';

const SHRUNK = { inputLabel: { shrink: true } } as const;

/** The inputs of one field filter, as its column is filtered. */
function DraftInputs({
  column,
  draft,
  labels,
  onChange,
}: {
  column: SubmissionColumn;
  draft: FieldFilterDraft;
  labels: ChoiceLabels;
  onChange: (draft: FieldFilterDraft) => void;
}) {
  const { t } = useTranslation('shell');
  const name = column.label;
  const upsideDown = draftFilter(column, draft) === 'badRange';
  const range = (kind: 'number' | 'date', low: 'min' | 'from', high: 'max' | 'to') => (
    <>
      <TextField
        size="small"
        type={kind}
        label={t(kind === 'date' ? 'subs.fieldFrom' : 'subs.fieldMin', { name })}
        value={draft[low]}
        onChange={(event) => onChange({ ...draft, [low]: event.target.value })}
        slotProps={SHRUNK}
        sx={{ width: kind === 'date' ? 170 : 130 }}
      />
      <TextField
        size="small"
        type={kind}
        label={t(kind === 'date' ? 'subs.fieldTo' : 'subs.fieldMax', { name })}
        value={draft[high]}
        onChange={(event) => onChange({ ...draft, [high]: event.target.value })}
        error={upsideDown}
        helperText={upsideDown ? t('subs.badFieldRange') : undefined}
        slotProps={SHRUNK}
        sx={{ width: kind === 'date' ? 170 : 130 }}
      />
    </>
  );
  switch (column.filter) {
    case 'text':
      return (
        <TextField
          size="small"
          label={t('subs.fieldContains', { name })}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          slotProps={{ ...SHRUNK, htmlInput: { maxLength: FILTER_TEXT_MAX } }}
          sx={{ width: 220 }}
        />
      );
    case 'number':
      return range('number', 'min', 'max');
    case 'date':
      return range('date', 'from', 'to');
    default: {
      const choices =
        column.filter === 'boolean'
          ? [
              { value: 'true', label: t('subs.yes') },
              { value: 'false', label: t('subs.no') },
            ]
          : choicesOf(column, labels);
      if (choices.length === 0) {
        // Choices from elsewhere: the value as it is stored.
        return (
          <TextField
            size="small"
            label={t('subs.fieldEquals', { name })}
            value={draft.choice}
            onChange={(event) => onChange({ ...draft, choice: event.target.value })}
            slotProps={SHRUNK}
            sx={{ width: 220 }}
          />
        );
      }
      return (
        <TextField
          select
          size="small"
          label={t('subs.fieldEquals', { name })}
          value={draft.choice}
          onChange={(event) => onChange({ ...draft, choice: event.target.value })}
          slotProps={{ ...SHRUNK, select: { displayEmpty: true } }}
          sx={{ width: 220 }}
        >
          <MenuItem value="">{t('subs.any')}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
  }
}

export interface SubmissionFiltersProps {
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  drafts: readonly FieldFilterDraft[];
  onDrafts: (drafts: FieldFilterDraft[]) => void;
  /** The form's columns (those that can be filtered are offered). */
  columns: readonly SubmissionColumn[];
  labels: ChoiceLabels;
  /** Whether the submission dates form a range upside down. */
  badRange: boolean;
  onSearch: () => void;
  onReset: () => void;
  /** Makes a new field filter on the first field not filtered yet. */
  onAdd: () => void;
}

/**
 * The search of a form's submissions: status, submission dates, one's own, and filters on
 * fields (a row each: the field, then the inputs its kind takes), applied by Search. Not the
 * list kit's `SearchFields`: the field filters are added and removed by the user and follow the
 * form's fields, and the kit's search area would fold them away under 展开.
 */
export function SubmissionFilters({
  filters,
  onFilters,
  drafts,
  onDrafts,
  columns,
  labels,
  badRange,
  onSearch,
  onReset,
  onAdd,
}: SubmissionFiltersProps) {
  const { t } = useTranslation('shell');
  const filterable = columns.filter((column) => filterOpOf(column) !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const change = (next: FieldFilterDraft) =>
    onDrafts(drafts.map((draft) => (draft.id === next.id ? next : draft)));

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('subs.status')}
          value={filters.status}
          onChange={(event) =>
            onFilters({ ...filters, status: event.target.value as ListFilters['status'] })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">{t('subs.any')}</MenuItem>
          <MenuItem value="SUBMITTED">{t('subs.SUBMITTED')}</MenuItem>
          <MenuItem value="DRAFT">{t('subs.DRAFT')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('subs.from')}
          value={filters.from}
          onChange={(event) => onFilters({ ...filters, from: event.target.value })}
          slotProps={SHRUNK}
        />
        <TextField
          size="small"
          type="date"
          label={t('subs.to')}
          value={filters.to}
          onChange={(event) => onFilters({ ...filters, to: event.target.value })}
          error={badRange}
          helperText={badRange ? t('subs.badRange') : undefined}
          slotProps={SHRUNK}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.mine}
              onChange={(event) => onFilters({ ...filters, mine: event.target.checked })}
            />
          }
          label={t('subs.mine')}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={filterable.length === 0 || drafts.length >= MAX_DRAFTS}
        >
          {t('subs.addFilter')}
        </Button>
        <Button type="submit" variant="contained">
          {t('app.search')}
        </Button>
        <Button onClick={onReset}>{t('app.reset')}</Button>
      </Box>
      {drafts.length > 0 && (
        <Box
          role="group"
          aria-label={t('subs.fieldFilters')}
          sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}
        >
          {drafts.map((draft, index) => {
            const column = filterable.find((each) => each.model === draft.model);
            return (
              <Box
                key={draft.id}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
              >
                <TextField
                  select
                  size="small"
                  label={t('subs.filterField', { n: index + 1 })}
                  value={column ? draft.model : ''}
                  onChange={(event) =>
                    change({ ...draft, model: event.target.value, choice: '', text: '' })
                  }
                  slotProps={SHRUNK}
                  sx={{ width: 180 }}
                >
                  {filterable.map((each) => (
                    <MenuItem key={each.model} value={each.model}>
                      {each.label}
                    </MenuItem>
                  ))}
                </TextField>
                {column && (
                  <DraftInputs column={column} draft={draft} labels={labels} onChange={change} />
                )}
                <IconButton
                  aria-label={t('subs.removeFilter', { name: column?.label ?? draft.model })}
                  onClick={() => onDrafts(drafts.filter((each) => each.id !== draft.id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
