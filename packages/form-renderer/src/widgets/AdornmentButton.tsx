import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export interface AdornmentButtonProps {
  /** Accessible name of the button. */
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  /** For toggle buttons (show password): whether the toggle is on. */
  pressed?: boolean;
  /** For buttons that open a panel: whether it is open. */
  expanded?: boolean;
  /** For buttons that open a panel: the kind of panel (`dialog`). */
  haspopup?: 'dialog';
}

/**
 * A small icon button inside a text field (clear, show password, open a picker). A mouse
 * press does not move the focus out of the field, so clearing or toggling keeps typing going.
 */
export function AdornmentButton({
  label,
  onClick,
  children,
  disabled,
  pressed,
  expanded,
  haspopup,
}: AdornmentButtonProps) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={haspopup}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{ p: 0.25 }}
    >
      {children}
    </IconButton>
  );
}
