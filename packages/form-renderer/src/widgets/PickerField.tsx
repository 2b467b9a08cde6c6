import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { AdornmentButton } from './AdornmentButton';
import { CalendarIcon, ClearIcon, ClockIcon } from './icons';

export interface PickerFieldProps {
  id?: string;
  /** Accessible name of the text box. */
  label: string;
  /** The current value as text. */
  text: string;
  placeholder: string;
  /** Typing allowed (`editable`); otherwise the box only opens the panel. */
  editable: boolean;
  /** Shown but not changeable (`readonly`): no panel, no clear button. */
  readOnly: boolean;
  disabled: boolean;
  clearable: boolean;
  size: 'small' | 'medium';
  icon: 'date' | 'time';
  /** Accessible names of the open button, the clear button and the panel. */
  openLabel: string;
  clearLabel: string;
  panelLabel: string;
  /** Typed text when the user leaves the box or presses Enter; false when it means nothing. */
  onCommitText: (text: string) => boolean;
  onClear: () => void;
  /** The panel's content; `close` closes it. */
  renderPanel: (close: () => void) => ReactNode;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The text box of the date and time widgets: it shows the value in the widget's format,
 * accepts typed text when editable, and opens a panel (calendar or time columns) in a popover.
 */
export function PickerField(props: PickerFieldProps) {
  const { text, editable, readOnly, disabled } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const canOpen = !disabled && !readOnly;
  const typing = editable && !readOnly;

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim();
    if (typed === '') props.onClear();
    else props.onCommitText(typed);
    setDraft(null);
  };
  const openPanel = () => {
    if (canOpen) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft !== null) commit();
      else openPanel();
    } else if (event.key === 'ArrowDown' && (event.altKey || !typing)) {
      event.preventDefault();
      openPanel();
    } else if (event.key === ' ' && !typing) {
      event.preventDefault();
      openPanel();
    }
  };

  const buttons: ReactNode[] = [];
  if (props.clearable && canOpen && text !== '') {
    buttons.push(
      <AdornmentButton key="clear" label={props.clearLabel} onClick={props.onClear}>
        <ClearIcon fontSize="small" />
      </AdornmentButton>,
    );
  }
  buttons.push(
    <AdornmentButton
      key="open"
      label={props.openLabel}
      onClick={openPanel}
      disabled={!canOpen}
      haspopup="dialog"
      expanded={open}
    >
      {props.icon === 'date' ? <CalendarIcon fontSize="small" /> : <ClockIcon fontSize="small" />}
    </AdornmentButton>,
  );

  return (
    <>
      <TextField
        ref={anchor}
        id={props.id}
        value={draft ?? text}
        placeholder={props.placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onClick={typing ? undefined : openPanel}
        disabled={disabled}
        error={props.invalid}
        size={props.size}
        className={props.className}
        style={props.style}
        slotProps={{
          htmlInput: {
            'aria-label': props.label,
            'aria-haspopup': 'dialog',
            'aria-invalid': props.invalid || undefined,
            'aria-describedby': props.describedBy,
            readOnly: !typing,
            autoComplete: 'off',
          },
          input: { endAdornment: <InputAdornment position="end">{buttons}</InputAdornment> },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': props.panelLabel, sx: { p: 1.5 } } }}
      >
        {open ? props.renderPanel(() => setOpen(false)) : null}
      </Popover>
    </>
  );
}
