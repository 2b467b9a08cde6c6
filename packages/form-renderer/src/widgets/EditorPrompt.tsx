import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface EditorPromptProps {
  anchor: HTMLElement | null;
  /** Name of the address box (link, image or video address). */
  label: string;
  okLabel: string;
  onSubmit: (address: string) => void;
  onClose: () => void;
}

/** A small popover asking the rich text editor's user for an address. */
export function EditorPrompt({ anchor, label, okLabel, onSubmit, onClose }: EditorPromptProps) {
  const [address, setAddress] = useState('');
  const submit = () => {
    const trimmed = address.trim();
    // Closed first: the address goes to the editor once the prompt no longer holds the focus.
    onClose();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 1 } } }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          autoFocus
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'url' } }}
        />
        <Button size="small" variant="contained" onClick={submit}>
          {okLabel}
        </Button>
      </Box>
    </Popover>
  );
}
