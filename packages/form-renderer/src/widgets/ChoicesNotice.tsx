import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What a choice widget shows while its remote options load, or when it has none. */
export function ChoicesNotice({ text, loading }: { text: string; loading: boolean }) {
  return (
    <Typography
      component="span"
      role="status"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 32 }}
    >
      {loading ? <CircularProgress size={14} aria-hidden /> : null}
      {text}
    </Typography>
  );
}
