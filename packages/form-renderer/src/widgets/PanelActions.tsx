import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface PanelAction {
  label: string;
  onClick: () => void;
  /** The main action (OK) is drawn filled. */
  primary?: boolean;
}

/** The row of buttons at the foot of a picker panel (Now, Today, OK). */
export function PanelActions({ actions }: { actions: readonly PanelAction[] }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 1,
        mt: 1,
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant={action.primary ? 'contained' : 'text'}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
