import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One line of a panel: what happened (with its outcome) and when. */
export interface PanelEvent {
  key: string | number;
  /** The main text ("lisi · 账号或密码错误"). */
  primary: ReactNode;
  /** Details below it (address, module, result). */
  secondary?: ReactNode;
  /** When, already formatted. */
  time: string;
}

export interface EventPanelProps {
  title: string;
  events: readonly PanelEvent[];
  /** The text when there are none. */
  emptyText: string;
  /** The screen with all of them (only when the user may open it). */
  viewAll?: { to: string; label: string };
}

/** A dashboard panel listing recent events, newest first, with a link to their screen. */
export function EventPanel({ title, events, emptyText, viewAll }: EventPanelProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {viewAll && (
          <Link component={RouterLink} to={viewAll.to} variant="body2" underline="hover">
            {viewAll.label}
          </Link>
        )}
      </Box>
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.key}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {event.primary}
                </Typography>
                {event.secondary && (
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                  >
                    {event.secondary}
                  </Typography>
                )}
              </Box>
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap', pt: 0.25 }}
              >
                {event.time}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
