import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Spinner } from '@org/app-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Notice, useNoticesQuery, useReadNoticesMutation } from '../api/flows-api';
import { dateTime } from '../common/format';

/** How many recent notices the bell lists. */
export const RECENT_NOTICES = 10;

/** One notice: its title (bold while unread), its text and time. */
function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation('shell');
  const unread = notice.readAt === null;
  return (
    <ListItem disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        onClick={() => onOpen(notice)}
        aria-label={unread ? t('flows.notices.unreadItem', { title: notice.title }) : notice.title}
        sx={{ display: 'grid', gap: 0.25, alignItems: 'start' }}
      >
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400 }}>
          {unread && (
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'error.main',
                mr: 0.75,
              }}
            />
          )}
          {notice.title}
        </Typography>
        {notice.body && (
          <Typography variant="caption" color="text.secondary">
            {notice.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {dateTime(notice.createdAt)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The notices bell: the unread count on it; it opens the recent notices, where a click marks
 * one read and opens where it leads, and "mark all read" clears the count.
 */
export function NoticesBell({ unread }: { unread: number }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notices = useNoticesQuery(
    { pageNo: 1, pageSize: RECENT_NOTICES },
    { skip: anchor === null, refetchOnMountOrArgChange: true },
  );
  const [read, reading] = useReadNoticesMutation();
  const open = (notice: Notice) => {
    setAnchor(null);
    if (notice.readAt === null) void read({ ids: [notice.id] });
    if (notice.link) void navigate(notice.link);
  };
  const list = notices.data?.list ?? [];
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('flows.notices.bell', { count: unread })}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon fontSize="small" />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography id={titleId} variant="subtitle2" component="h2" sx={{ flex: 1 }}>
            {t('flows.notices.title')}
          </Typography>
          <Button
            size="small"
            disabled={unread === 0}
            loading={reading.isLoading}
            onClick={() => void read({ all: true })}
          >
            {t('flows.notices.readAll')}
          </Button>
        </Box>
        {notices.isFetching && list.length === 0 ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <Spinner size={24} />
          </Box>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t('flows.notices.none')}
          </Typography>
        ) : (
          <List
            dense
            disablePadding
            aria-label={t('flows.notices.recent')}
            sx={{ maxHeight: 420, overflow: 'auto' }}
          >
            {list.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={open} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
