import { ProfileUpdate as ProfileUpdateSchema } from '@org/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallError, fieldErrorsOf } from '../api/errors';
import { FORM_GRID, fieldColumn, fieldLabel } from './form-layout';
import type { MyProfile, ProfileUpdate } from './profile-api';

type Field = 'username' | 'mobile' | 'email';
type Values = Record<Field | 'gender', string>;

/** A string field's bounds as the contract's schema states them. */
function ruleOf(field: Field, fallbackMax: number): { max: number; pattern?: RegExp } {
  const schema = ProfileUpdateSchema.properties[field] as { maxLength?: number; pattern?: string };
  return {
    max: schema.maxLength ?? fallbackMax,
    ...(schema.pattern === undefined ? {} : { pattern: new RegExp(schema.pattern) }),
  };
}

/** The contract's rules, so that the form refuses what the server would. */
const RULES: Readonly<Record<Field, { max: number; pattern?: RegExp }>> = {
  username: ruleOf('username', 100),
  mobile: ruleOf('mobile', 32),
  email: ruleOf('email', 100),
};

const GENDERS = ['1', '2', '0'] as const;

export interface ProfileFormProps {
  profile: MyProfile;
  /** Saves the changes; rejects with the server's refusal (shown beside its fields). */
  onSave: (changes: ProfileUpdate) => Promise<unknown>;
}

function valuesOf(profile: MyProfile): Values {
  return {
    username: profile.username,
    mobile: profile.mobile,
    email: profile.email,
    gender: GENDERS.includes(profile.gender as (typeof GENDERS)[number]) ? profile.gender : '0',
  };
}

/** 基本资料: one's own name, mobile, e-mail and gender, checked as the server checks them. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label: Record<Field, string> = {
    username: t('info.username'),
    mobile: t('info.mobile'),
    email: t('info.email'),
  };

  const problemOf = (field: Field, value: string): string | undefined => {
    const rule = RULES[field];
    if (field === 'username' && value.trim() === '') {
      return t('form.required', { field: label.username });
    }
    if (value.trim().length > rule.max) {
      return t('form.tooLong', { field: label[field], max: rule.max });
    }
    if (rule.pattern && !rule.pattern.test(value.trim())) {
      return t(field === 'mobile' ? 'form.badMobile' : 'form.badEmail');
    }
    return undefined;
  };

  const change = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: problemOf(field, value) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(RULES) as Field[]) {
      const problem = problemOf(field, values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = {
        username: values.username.trim(),
        mobile: values.mobile.trim(),
        email: values.email.trim(),
        gender: values.gender as NonNullable<ProfileUpdate['gender']>,
      };
      await onSave(saved);
      // the form shows what was stored
      setValues(saved);
    } catch (error) {
      const refused = fieldErrorsOf(error as CallError);
      const shown: Partial<Record<Field, string>> = {};
      for (const field of Object.keys(RULES) as Field[]) {
        if (refused[field]) shown[field] = refused[field];
      }
      setErrors(shown);
      if (Object.keys(shown).length === 0) setFailure((error as CallError).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={FORM_GRID}>
      {(['username', 'mobile', 'email'] as const).map((field) => [
        <Fragment key={`${field}-label`}>
          {fieldLabel(`profile-${field}`, label[field], field === 'username')}
        </Fragment>,
        <TextField
          key={field}
          id={`profile-${field}`}
          size="small"
          fullWidth
          required={field === 'username'}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => setErrors({ ...errors, [field]: problemOf(field, values[field]) })}
          error={Boolean(errors[field])}
          {...(errors[field] ? { helperText: errors[field] } : {})}
          type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}
          autoComplete={field === 'username' ? 'name' : field === 'mobile' ? 'tel' : 'email'}
          slotProps={{ htmlInput: { maxLength: RULES[field].max + 20 } }}
        />,
      ])}
      <Box
        id="profile-gender"
        sx={{
          pt: { xs: 0, sm: '9px' },
          textAlign: { xs: 'left', sm: 'right' },
          color: 'text.secondary',
          fontSize: 14,
        }}
      >
        {t('info.gender')}
      </Box>
      <RadioGroup
        row
        aria-labelledby="profile-gender"
        value={values.gender}
        onChange={(event) => setValues({ ...values, gender: event.target.value })}
      >
        {GENDERS.map((gender) => (
          <FormControlLabel
            key={gender}
            value={gender}
            control={<Radio size="small" />}
            label={t(`gender.${gender}`)}
          />
        ))}
      </RadioGroup>
      {failure && fieldColumn(<Alert severity="error">{failure}</Alert>)}
      {fieldColumn(
        <Button type="submit" variant="contained" disabled={saving}>
          {t('save')}
        </Button>,
      )}
    </Box>
  );
}
