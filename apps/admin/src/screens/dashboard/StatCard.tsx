import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatCardProps {
  label: string;
  /** The number, already formatted ("约 12000" for an estimate). */
  value: string;
  /** A line below the number ("本周 3 次"). */
  caption?: string;
  icon: ReactNode;
  /** The accent: a palette colour of the theme. */
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'info';
  /** Where a click goes (a screen the user may open), with the accessible name of the link. */
  link?: { to: string; label: string };
}

/** One count of the dashboard: an icon in its colour, the label, the number, a caption. */
export function StatCard({ label, value, caption, icon, tone = 'primary', link }: StatCardProps) {
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: `${tone}.main`,
          bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography
          component="p"
          variant="h4"
          sx={{ fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Typography>
        {caption && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
  return (
    <Paper component="section" aria-label={label} sx={{ overflow: 'hidden' }}>
      {link ? (
        <CardActionArea component={Link} to={link.to} title={link.label}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Paper>
  );
}
