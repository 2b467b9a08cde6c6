import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FlowRecord } from '../api/flows-api';
import { dateTime } from '../common/format';
import { sizeText } from './attachment-upload';

type RecordAction = FlowRecord['action'];

/** The colour of a step's dot: decisions that end or stop a flow stand out. */
const DOT_COLORS: Partial<Record<RecordAction, string>> = {
  START: 'primary.main',
  RESUBMIT: 'primary.main',
  APPROVE: 'success.main',
  END: 'success.main',
  REJECT: 'error.main',
  RETURN: 'warning.main',
  WITHDRAW: 'text.disabled',
  URGE: 'warning.main',
};

/** Steps whose target is a person or a step, and how that is said. */
const TARGETED: Partial<Record<RecordAction, string>> = {
  TRANSFER: 'flows.history.to',
  ADD_APPROVER: 'flows.history.added',
  REASSIGN: 'flows.history.to',
  RETURN: 'flows.history.backTo',
  CC: 'flows.history.copiedTo',
  URGE: 'flows.history.urged',
};

/** One step: who did what at which node, when, what they said and attached. */
function RecordItem({ record }: { record: FlowRecord }) {
  const { t } = useTranslation('shell');
  const target = TARGETED[record.action];
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '16px minmax(0, 1fr)', columnGap: 1.5, pb: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          mt: '5px',
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: DOT_COLORS[record.action] ?? 'info.main',
        }}
      />
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="body2">
          <strong>{t(`flows.record.${record.action}`)}</strong>
          {' · '}
          {record.actorName || t('flows.history.system')}
          {record.nodeName && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              {record.nodeName}
            </Typography>
          )}
        </Typography>
        {target && record.targetName && (
          <Typography variant="body2">{t(target, { name: record.targetName })}</Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          <time dateTime={record.at}>{dateTime(record.at)}</time>
        </Typography>
        {record.comment && (
          <Typography
            variant="body2"
            component="blockquote"
            sx={{ m: 0, pl: 1, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
          >
            {record.comment}
          </Typography>
        )}
        {record.attachments.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {record.attachments.map((file, index) => (
              <li key={`${file.url}#${index}`}>
                <Link
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <AttachFileIcon fontSize="inherit" aria-hidden />
                  {file.name}
                </Link>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {sizeText(file.size)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * An instance's history, oldest first: each step's action in words, who took it (or the
 * system), the node, whom it concerned, when, the comment and the attachments.
 */
export function HistoryTimeline({ records }: { records: readonly FlowRecord[] }) {
  const { t } = useTranslation('shell');
  if (records.length === 0) {
    return <Typography color="text.secondary">{t('flows.history.none')}</Typography>;
  }
  return (
    <Box
      component="ol"
      aria-label={t('flows.history.title')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {records.map((record) => (
        <RecordItem key={record.id} record={record} />
      ))}
    </Box>
  );
}
