import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { errorText, useHttp } from '@org/app-kit';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowAttachment } from '../api/flows-api';
import {
  ATTACHMENT_LIMIT,
  AttachmentTransportContext,
  MAX_ATTACHMENTS,
  sizeText,
  uploadAttachment,
} from './attachment-upload';

/** A file on its way, or one that could not be sent. */
interface Sending {
  id: number;
  name: string;
  percent: number;
  error?: string;
}

export interface AttachmentsFieldProps {
  value: readonly FlowAttachment[];
  onChange: (change: (now: readonly FlowAttachment[]) => FlowAttachment[]) => void;
  /** Told while files are on their way (the decision waits for them). */
  onBusy: (busy: boolean) => void;
}

/**
 * A decision's attachments: files picked are uploaded at once (each with its progress), listed
 * with their size, and removable before the decision is sent.
 */
export function AttachmentsField({ value, onChange, onBusy }: AttachmentsFieldProps) {
  const { t } = useTranslation('shell');
  const http = useHttp();
  const transport = useContext(AttachmentTransportContext);
  const inputId = useId();
  const labelId = useId();
  const [sending, setSending] = useState<readonly Sending[]>([]);
  const nextId = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const busy = sending.some((item) => item.error === undefined);
  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    const live = aborts.current;
    return () => live.forEach((abort) => abort.abort());
  }, []);

  const send = async (file: File) => {
    const id = (nextId.current += 1);
    const change = (item: Partial<Sending>) =>
      setSending((now) => now.map((each) => (each.id === id ? { ...each, ...item } : each)));
    if (file.size > ATTACHMENT_LIMIT) {
      const limit = sizeText(ATTACHMENT_LIMIT);
      setSending((now) => [
        ...now,
        { id, name: file.name, percent: 0, error: t('flows.files.tooLarge', { limit }) },
      ]);
      return;
    }
    setSending((now) => [...now, { id, name: file.name, percent: 0 }]);
    const abort = new AbortController();
    aborts.current.add(abort);
    try {
      const attachment = await uploadAttachment({
        file,
        http,
        transport,
        signal: abort.signal,
        onProgress: (percent) => change({ percent }),
      });
      onChange((now) => [...now, attachment]);
      setSending((now) => now.filter((each) => each.id !== id));
    } catch (error) {
      if (!abort.signal.aborted) change({ error: errorText(error, t) });
    } finally {
      aborts.current.delete(abort);
    }
  };

  const room = MAX_ATTACHMENTS - value.length - sending.length;
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {t('flows.files.label')}
        </Typography>
        <Button
          component="label"
          htmlFor={inputId}
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={room <= 0}
        >
          {t('flows.files.add')}
          <input
            id={inputId}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              const files = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
              event.target.value = '';
              for (const file of files) void send(file);
            }}
          />
        </Button>
      </Box>
      <Box component="ul" aria-label={t('flows.files.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {value.map((file, index) => (
          <Box
            component="li"
            key={`${file.url}#${index}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {sizeText(file.size)}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('flows.files.remove', { name: file.name })}
              onClick={() => onChange((now) => now.filter((_, at) => at !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {sending.map((item) => (
          <Box component="li" key={`sending-${item.id}`} sx={{ py: 0.5 }}>
            {item.error === undefined ? (
              <LinearProgress
                variant="determinate"
                value={item.percent}
                aria-label={t('flows.files.progress', { name: item.name })}
              />
            ) : (
              <Alert
                severity="error"
                onClose={() => setSending((now) => now.filter((each) => each.id !== item.id))}
              >
                {t('flows.files.failed', { name: item.name, message: item.error })}
              </Alert>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
