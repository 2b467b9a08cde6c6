import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

export interface AvatarUploadProps {
  /** The user's name: the avatar's label, and its letter when there is no image. */
  name: string;
  src: string | null;
  /** Uploads the chosen image and shows it; rejects with the message to show. */
  onChoose: (file: File) => Promise<void>;
  /** Removes the avatar; rejects with the message to show. */
  onRemove: () => Promise<void>;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The user's avatar with "change" (a file of PNG, JPEG, GIF or WebP, at most 2 MB, checked
 * before it is sent) and "remove". A refused file or a failed upload is said under it.
 */
export function AvatarUpload({ name, src, onChoose, onRemove }: AvatarUploadProps) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again after a refusal
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem === 'type') setError(t('avatar.type', { name: file.name }));
    else if (problem === 'size') setError(t('avatar.size', { size: megabytes(file.size) }));
    else if (problem === 'empty') setError(t('avatar.empty'));
    else void run(() => onChoose(file));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={src ?? undefined}
          alt={t('avatar.label', { name })}
          sx={{ width: 96, height: 96, fontSize: 40 }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {busy && (
          <CircularProgress
            aria-label={t('avatar.uploading')}
            size={104}
            sx={{ position: 'absolute', top: -4, left: -4 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
          {t('avatar.change')}
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            onChange={choose}
          />
        </Button>
        {src && (
          <Button size="small" color="inherit" disabled={busy} onClick={() => void run(onRemove)}>
            {t('avatar.remove')}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('avatar.hint')}
      </Typography>
      {error && (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          color="error"
          sx={{ textAlign: 'center' }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
