import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import type { CodeEditorDialogProps } from '../../dialogs/CodeEditorDialog';
import { CodeEditorDialog } from '../../designer/lazy-dialogs';

export interface CodeEditButtonProps {
  /** Accessible name and text of the button. */
  label: string;
  mode: CodeEditorDialogProps['mode'];
  value: string;
  title: string;
  width?: number;
  height?: number;
  onConfirm: (value: string) => void;
  /** Asked before opening; returning false keeps the editor closed (e.g. an unsupported browser). */
  canOpen?: () => boolean;
}

/** A button that opens the code editor dialog on a value and stores what is confirmed. */
export function CodeEditButton(props: CodeEditButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          if (!props.canOpen || props.canOpen()) setOpen(true);
        }}
      >
        {props.label}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <CodeEditorDialog
            open={open}
            mode={props.mode}
            value={props.value}
            title={props.title}
            width={props.width}
            height={props.height}
            onConfirm={props.onConfirm}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
