import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A number with its label, large. Given `onClick` it is a toggle (a filter by what it counts),
 * pressed while `pressed`.
 */
export function Figure({
  label,
  value,
  pressed,
  onClick,
}: {
  label: string;
  value: number;
  pressed?: boolean;
  onClick?: () => void;
}) {
  const body = (
    <>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </>
  );
  const frame = { p: 1.5, minWidth: 120, textAlign: 'start' } as const;
  if (!onClick)
    return (
      <Paper variant="outlined" sx={frame}>
        {body}
      </Paper>
    );
  return (
    <Paper
      variant="outlined"
      sx={{
        borderColor: pressed ? 'primary.main' : undefined,
        bgcolor: pressed ? 'action.selected' : undefined,
      }}
    >
      <ButtonBase
        aria-pressed={pressed === true}
        onClick={onClick}
        sx={{ ...frame, display: 'block', width: '100%', borderRadius: 'inherit' }}
      >
        {body}
      </ButtonBase>
    </Paper>
  );
}
