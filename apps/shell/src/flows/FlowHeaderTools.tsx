import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlowCountsQuery } from '../api/flows-api';
import { tasksPath } from './FlowStatus';
import { NoticesBell } from './NoticesBell';

/** How often the counts are asked again while the page is in view. */
export const COUNTS_POLL_MS = 60_000;

const onVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
const isVisible = () => document.visibilityState !== 'hidden';
const alwaysVisible = () => true;

/** Whether the browser tab is in view (its `visibilitychange`). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(onVisibility, isVisible, alwaysVisible);
}

/**
 * The header's flow badges: the to-do count (leading to the to-do list) and the notices bell
 * with the unread count. The counts are RTK Query's: asked again after every action, and
 * polled every minute while the page is in view (not while the browser tab is hidden).
 */
export function FlowHeaderTools() {
  const { t } = useTranslation('shell');
  const visible = usePageVisible();
  const counts = useFlowCountsQuery(undefined, {
    pollingInterval: visible ? COUNTS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const todo = counts.data?.todo ?? 0;
  const label = t('flows.header.todo', { count: todo });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, flexShrink: 0 }}>
      <Tooltip title={label}>
        <IconButton size="small" component={Link} to={tasksPath('todo')} aria-label={label}>
          <Badge badgeContent={todo} color="error" max={99}>
            <AssignmentIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <NoticesBell unread={counts.data?.noticesUnread ?? 0} />
    </Box>
  );
}
