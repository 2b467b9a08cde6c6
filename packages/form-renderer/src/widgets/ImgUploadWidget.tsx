import type { ImgUploadWidget as ImgUploadWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type ChangeEvent } from 'react';
import type { WidgetComponentProps } from '../contract';
import { PencilIcon, PlusIcon, TrashIcon } from './icons';
import { controlLook, errorAttributes, flag, numberOr } from './shared';
import { useUploadList, useUploadReady } from './use-upload-list';

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * Image upload: tiles of `options.size` (100×100 by default) with an add tile. The add tile is
 * disabled when the field is disabled or `limit` images are there, hidden when `readonly` and,
 * in cloud-storage mode, until an upload token exists. A tile's delete button shows with
 * `isDelete` while more than `min` images remain, its edit button (replace the image in place)
 * with `isEdit`; neither when disabled. Only image files are accepted.
 */
export function ImgUploadWidget(props: WidgetComponentProps<ImgUploadWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, services } = props;
  const options = widget.options;
  const { t } = services;
  const width = numberOr(options.size?.width, 100);
  const height = numberOr(options.size?.height, 100);
  const limit = numberOr(options.limit, 9);
  const min = numberOr(options.min, 0);
  const readOnly = flag(options.readonly);
  const ready = useUploadReady(widget, services.getUploadToken);
  const list = useUploadList({ value, onChange, widget, services });
  const picker = useRef<HTMLInputElement>(null);
  const replacer = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const { style, className } = controlLook(options);

  const storedCount = list.items.filter((item) => item.status === 'success').length;
  const canDelete = flag(options.isDelete) && !disabled && !readOnly && storedCount > min;
  const canEdit = flag(options.isEdit) && !disabled && !readOnly;
  const full = list.count >= limit;

  const images = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted = files.filter(isImage);
    if (accepted.length < files.length)
      services.notify({ type: 'warning', message: t('upload.imagesOnly') });
    return accepted;
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = images(event);
    if (disabled || readOnly) return;
    const room = Math.max(0, limit - list.count);
    if (accepted.length > room)
      services.notify({ type: 'warning', message: t('upload.limit', { limit }) });
    list.add(accepted.slice(0, room));
  };
  const onReplace = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = images(event);
    if (file && editing !== null && canEdit) list.replace(editing, file);
    setEditing(null);
  };

  const tile = {
    width,
    height,
    borderRadius: 1,
    overflow: 'hidden',
    position: 'relative',
    flexShrink: 0,
  } as const;

  return (
    <Box
      id={id}
      role="group"
      aria-label={label}
      {...errorAttributes(props)}
      className={className}
      style={style}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {list.items.map((item, index) => (
        <Box
          key={item.uid}
          role="figure"
          aria-label={item.name || t('widget.upload.imageAlt', { index: index + 1 })}
          aria-busy={item.status === 'uploading' || undefined}
          sx={{
            ...tile,
            border: 1,
            borderColor: item.status === 'error' ? 'error.main' : 'divider',
          }}
        >
          {item.url ? (
            <Box
              component="img"
              src={item.url}
              alt={item.name}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
          {item.status === 'uploading' ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,0.7)',
              }}
            >
              <CircularProgress
                variant="determinate"
                value={item.percent}
                size={Math.min(48, width / 2)}
                aria-label={t('upload.uploading', { percent: item.percent })}
              />
            </Box>
          ) : null}
          {item.status === 'error' ? (
            <Box
              role="alert"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,0.8)',
                color: 'error.main',
                fontSize: 12,
                textAlign: 'center',
                p: 0.5,
              }}
            >
              {t('upload.error', { name: item.name })}
            </Box>
          ) : null}
          {item.status === 'success' && (canEdit || canDelete) ? (
            <Box sx={{ position: 'absolute', right: 2, bottom: 2, display: 'flex', gap: 0.25 }}>
              {canEdit ? (
                <IconButton
                  size="small"
                  aria-label={t('upload.edit', { name: item.name })}
                  onClick={() => {
                    setEditing(index);
                    replacer.current?.click();
                  }}
                  sx={{
                    bgcolor: 'rgba(0,0,0,0.55)',
                    color: '#fff',
                    p: 0.5,
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                  }}
                >
                  <PencilIcon sx={{ fontSize: 16 }} />
                </IconButton>
              ) : null}
              {canDelete ? (
                <IconButton
                  size="small"
                  aria-label={t('upload.remove', { name: item.name })}
                  onClick={() => {
                    if (!disabled) list.remove(index);
                  }}
                  sx={{
                    bgcolor: 'rgba(0,0,0,0.55)',
                    color: '#fff',
                    p: 0.5,
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                  }}
                >
                  <TrashIcon sx={{ fontSize: 16 }} />
                </IconButton>
              ) : null}
            </Box>
          ) : null}
        </Box>
      ))}
      {!readOnly && ready ? (
        <ButtonBase
          aria-label={t('widget.upload.add', { label })}
          disabled={disabled || full}
          onClick={() => picker.current?.click()}
          sx={{
            ...tile,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            color: disabled || full ? 'text.disabled' : 'text.secondary',
            bgcolor: 'action.hover',
          }}
        >
          <PlusIcon />
        </ButtonBase>
      ) : null}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple={flag(options.multiple)}
        hidden
        aria-label={t('widget.upload.input', { label })}
        onChange={onPick}
      />
      <input ref={replacer} type="file" accept="image/*" hidden aria-hidden onChange={onReplace} />
    </Box>
  );
}
