import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { API, type Page } from '@org/api-contract';
import { callRoute, useHttp } from '@org/app-kit';
import { type PickableUser, type PickerQuery, UserPickerDialog } from '@org/app-kit/list';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A chosen person: who, and the name shown. */
export interface PickedUser {
  id: number;
  name: string;
}

/** One page of the platform's enabled users, for the picker (any signed-in user may look). */
export function usePeopleLookup(): (query: PickerQuery) => Promise<Page<PickableUser>> {
  const http = useHttp();
  return useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, { route: API.flows.people, body: query }),
    [http],
  );
}

export interface PeopleFieldProps {
  label: string;
  value: readonly PickedUser[];
  onChange: (people: PickedUser[]) => void;
  /** Several people (a node's approvers, a copy's recipients) or one (transfer, add). */
  multiple?: boolean;
  required?: boolean;
  /** The refusal of this field, shown under it. */
  error?: string | undefined;
  /** Shown, not changed. */
  disabled?: boolean;
}

/**
 * People chosen for a step: the chosen ones as chips (each removable), and the kit's user
 * picker to choose them from the platform's users.
 */
export function PeopleField({
  label,
  value,
  onChange,
  multiple = true,
  required = false,
  error,
  disabled = false,
}: PeopleFieldProps) {
  const { t } = useTranslation('shell');
  const labelId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const fetchPage = usePeopleLookup();
  const choose = async (users: PickableUser[]) => {
    const picked = users.map((user) => ({ id: user.id, name: user.username || user.account }));
    const kept = multiple ? value.filter((person) => !picked.some((p) => p.id === person.id)) : [];
    onChange([...kept, ...picked]);
    setOpen(false);
  };
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      {...(error ? { 'aria-describedby': errorId } : {})}
      sx={{ display: 'grid', gap: 0.5 }}
    >
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.25 }}>
            *
          </Box>
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {value.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('flows.people.none')}
          </Typography>
        )}
        {value.map((person) => (
          <Chip
            key={person.id}
            size="small"
            label={person.name}
            {...(!disabled && {
              onDelete: () => onChange(value.filter((p) => p.id !== person.id)),
              deleteIcon: (
                <CancelIcon aria-label={t('flows.people.remove', { name: person.name })} />
              ),
            })}
          />
        ))}
        {!disabled && (
          <Button size="small" onClick={() => setOpen(true)}>
            {value.length > 0 && !multiple
              ? t('flows.people.change', { label })
              : t('flows.people.choose', { label })}
          </Button>
        )}
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      <UserPickerDialog
        open={open}
        title={t('flows.people.choose', { label })}
        fetchPage={fetchPage}
        multiple={multiple}
        confirmLabel={t('flows.people.confirm')}
        onConfirm={choose}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
