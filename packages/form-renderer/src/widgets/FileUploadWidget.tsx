import type { FileUploadWidget as FileUploadWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';
import type { WidgetComponentProps } from '../contract';
import { CloseIcon, FileIcon, UploadIcon } from './icons';
import { controlLook, errorAttributes, flag, numberOr, text } from './shared';
import { useUploadList, useUploadReady } from './use-upload-list';

/**
 * File upload: a button, the `tip` below it and the list of files with their progress. The
 * button is disabled when the field is disabled or `limit` (9 by default) files are there,
 * hidden when `readonly` and, in cloud-storage mode, until an upload token exists. The value is
 * the list of `{ key, url, name }` entries.
 */
export function FileUploadWidget(props: WidgetComponentProps<FileUploadWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services } = props;
  const options = widget.options;
  const { t } = services;
  const limit = numberOr(options.limit, 9);
  const readOnly = flag(options.readonly);
  const ready = useUploadReady(widget, services.getUploadToken);
  const list = useUploadList({ value, onChange, widget, services });
  const picker = useRef<HTMLInputElement>(null);
  const tip = text(options.tip);
  const { style, className } = controlLook(options);
  const canRemove = !disabled && !readOnly;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (disabled || readOnly) return;
    const room = Math.max(0, limit - list.count);
    if (files.length > room)
      services.notify({ type: 'warning', message: t('upload.limit', { limit }) });
    list.add(files.slice(0, room));
  };

  return (
    <Box
      id={id}
      role="group"
      aria-label={label}
      {...errorAttributes(props)}
      className={className}
      style={style}
      sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}
    >
      {!readOnly && ready ? (
        <Button
          variant="outlined"
          size={size}
          startIcon={<UploadIcon />}
          aria-label={t('widget.upload.selectFile', { label })}
          disabled={disabled || list.count >= limit}
          onClick={() => picker.current?.click()}
        >
          {t('upload.selectFile')}
        </Button>
      ) : null}
      {tip ? (
        <Typography variant="caption" color="text.secondary">
          {tip}
        </Typography>
      ) : null}
      {list.items.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('widget.upload.list', { label })}
          sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', maxWidth: 480 }}
        >
          {list.items.map((item, index) => (
            <Box
              component="li"
              key={item.uid}
              aria-busy={item.status === 'uploading' || undefined}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                alignItems: 'center',
                columnGap: 1,
                py: 0.25,
              }}
            >
              <FileIcon
                fontSize="small"
                sx={{ color: item.status === 'error' ? 'error.main' : 'text.secondary' }}
              />
              {item.status === 'success' ? (
                <Link
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  noWrap
                  variant="body2"
                >
                  {item.name}
                </Link>
              ) : (
                <Typography
                  variant="body2"
                  noWrap
                  color={item.status === 'error' ? 'error' : 'text.primary'}
                >
                  {item.name}
                </Typography>
              )}
              {item.status === 'success' && canRemove ? (
                <IconButton
                  size="small"
                  aria-label={t('upload.remove', { name: item.name })}
                  onClick={() => {
                    if (!disabled) list.remove(index);
                  }}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              ) : (
                <span />
              )}
              {item.status === 'uploading' ? (
                <LinearProgress
                  variant="determinate"
                  value={item.percent}
                  aria-label={t('upload.uploading', { percent: item.percent })}
                  sx={{ gridColumn: '2 / 3' }}
                />
              ) : null}
              {item.status === 'error' ? (
                <Typography
                  role="alert"
                  variant="caption"
                  color="error"
                  sx={{ gridColumn: '2 / 3' }}
                >
                  {t('upload.error', { name: item.name })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
      <input
        ref={picker}
        type="file"
        multiple={flag(options.multiple)}
        hidden
        aria-label={t('widget.upload.input', { label })}
        onChange={onPick}
      />
    </Box>
  );
}
