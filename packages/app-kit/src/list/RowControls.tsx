import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import type { GridRowId, GridSlotProps } from '@mui/x-data-grid';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type Ref,
  useCallback,
  useMemo,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';

// The controls every row of a list repeats: a page of 100 rows holds several hundred of them,
// and MUI's per-instance styling work (Button, Checkbox) was most of that page's render time.
// These are plain elements drawn by one shared stylesheet, `ListRowStyles`, rendered once
// beside the list.

export type RowButtonColor = 'primary' | 'inherit' | 'success' | 'error' | 'warning';

export interface RowButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The text colour, from the theme's palette (default primary). */
  color?: RowButtonColor;
}

/** A row action: a small text button. */
export function RowButton({
  color = 'primary',
  className,
  type = 'button',
  ...props
}: RowButtonProps) {
  const classes = `row-button row-button-${color}${className ? ` ${className}` : ''}`;
  return <button {...props} type={type} className={classes} />;
}

export interface RowLinkProps extends LinkProps {
  /** The text colour, from the theme's palette (default primary). */
  color?: RowButtonColor;
}

/** A row action that opens another page (or a page's dialog): a link drawn as a `RowButton`. */
export function RowLink({ color = 'primary', className, ...props }: RowLinkProps) {
  const classes = `row-button row-button-${color}${className ? ` ${className}` : ''}`;
  return <Link {...props} className={classes} />;
}

export type RowSwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>;

/** An on/off switch in a row (e.g. a record's status), drawn like MUI's small `Switch`. */
export function RowSwitch({ className, ...props }: RowSwitchProps) {
  return (
    <input
      {...props}
      type="checkbox"
      role="switch"
      className={`row-switch${className ? ` ${className}` : ''}`}
    />
  );
}

/**
 * A translated text (`key` of `namespace`) with a `{{name}}` placeholder (or the one named
 * `placeholder`) as a function of the name. Translating with interpolation once per row was a
 * large part of a long page's render time; this translates once per language.
 */
export function useNamedText(
  key: string,
  namespace = 'kit',
  placeholder = 'name',
): (name: string | number) => string {
  const { t } = useTranslation(namespace);
  return useMemo(() => {
    const mark = '\u0000';
    const [before = '', after = ''] = t(key, { [placeholder]: mark }).split(mark);
    return (name: string | number) => `${before}${name}${after}`;
  }, [t, key, placeholder]);
}

type CheckboxProps = GridSlotProps['baseCheckbox'] & { material?: unknown; ref?: Ref<HTMLElement> };

/**
 * The data grid's selection checkbox (its `baseCheckbox` slot, so the header and every row):
 * a native checkbox drawn like MUI's, with the grid's labels, keyboard handling and states.
 */
export function GridCheckbox(props: CheckboxProps) {
  const {
    checked,
    indeterminate,
    disabled,
    onChange,
    tabIndex,
    className,
    slotProps,
    inputRef,
    autoFocus,
    label,
    id,
    name,
    style,
    ref,
  } = props;
  const { onClick, onMouseDown, onKeyDown } = props as unknown as Pick<
    ButtonHTMLAttributes<HTMLInputElement>,
    'onClick' | 'onMouseDown' | 'onKeyDown'
  >;
  const htmlInput = slotProps?.htmlInput;
  const setInput = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = Boolean(indeterminate);
      for (const target of [inputRef, htmlInput?.ref]) {
        if (typeof target === 'function') target(input);
        else if (target) (target as { current: HTMLInputElement | null }).current = input;
      }
    },
    [indeterminate, inputRef, htmlInput?.ref],
  );
  const input = (
    <input
      {...htmlInput}
      ref={setInput}
      type="checkbox"
      id={id}
      name={name ?? htmlInput?.name}
      checked={Boolean(checked)}
      disabled={disabled}
      tabIndex={tabIndex}
      autoFocus={autoFocus}
      onChange={onChange}
      onClick={onClick}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
    />
  );
  return (
    <label
      ref={ref as Ref<HTMLLabelElement>}
      className={`grid-checkbox${className ? ` ${className}` : ''}`}
      style={style}
    >
      {input}
      {label}
    </label>
  );
}

const COLORS = ['primary', 'success', 'error', 'warning'] as const;

/** A white tick and a white dash, drawn on the checked and indeterminate boxes. */
const TICK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='white' d='M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z'/%3E%3C/svg%3E\")";
const DASH =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='white' d='M5 11h14v2H5z'/%3E%3C/svg%3E\")";

const styles = (theme: Theme) => ({
  '.row-actions': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    height: '100%',
    minWidth: 0,
  },
  '.row-button': {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    textTransform: 'none' as const,
    minWidth: 0,
    padding: '4px 8px',
    margin: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap' as const,
    textDecoration: 'none',
    color: 'inherit',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', background: 'none' },
  },
  ...Object.fromEntries(
    COLORS.map((color) => [
      `.row-button-${color}`,
      {
        color: theme.palette[color].main,
        '&:hover': { backgroundColor: alpha(theme.palette[color].main, 0.06) },
      },
    ]),
  ),
  '.row-button.row-button-ellipsis': {
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '.row-switch': {
    appearance: 'none' as const,
    position: 'relative' as const,
    flex: 'none',
    width: 34,
    height: 14,
    margin: '0 3px',
    borderRadius: 7,
    backgroundColor: theme.palette.grey[500],
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&::before': {
      content: '""',
      position: 'absolute' as const,
      top: -3,
      left: -3,
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: theme.palette.common.white,
      boxShadow: theme.shadows[1],
      transition: theme.transitions.create(['transform', 'background-color'], {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '&:checked': { backgroundColor: alpha(theme.palette.primary.main, 0.5) },
    '&:checked::before': {
      transform: 'translateX(20px)',
      backgroundColor: theme.palette.primary.main,
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 5 },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
  // The row actions stay in view when the columns are wider than the list (a narrow window):
  // the grid's actions column sticks to its right edge while the others scroll under it.
  '.MuiDataGrid-root .MuiDataGrid-cell[data-field="actions"], .MuiDataGrid-root .MuiDataGrid-columnHeader[data-field="actions"]':
    {
      position: 'sticky' as const,
      right: 0,
      zIndex: 2,
      backgroundColor: theme.palette.background.paper,
      boxShadow: `-1px 0 0 ${theme.palette.divider}`,
    },
  '.grid-checkbox': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: 9,
    cursor: 'pointer',
    '& input': {
      appearance: 'none' as const,
      flex: 'none',
      width: 18,
      height: 18,
      margin: 0,
      border: `2px solid ${theme.palette.text.secondary}`,
      borderRadius: 2,
      backgroundPosition: 'center',
      backgroundSize: '16px',
      backgroundRepeat: 'no-repeat',
      cursor: 'inherit',
      '&:checked, &:indeterminate': {
        borderColor: theme.palette.primary.main,
        backgroundColor: theme.palette.primary.main,
      },
      '&:checked': { backgroundImage: TICK },
      '&:indeterminate': { backgroundImage: DASH },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      '&:disabled': { borderColor: theme.palette.action.disabled, cursor: 'default' },
      '&:disabled:checked': { backgroundColor: theme.palette.action.disabled },
    },
  },
});

/** The stylesheet of `RowButton`, `RowLink`, `RowSwitch`, `GridCheckbox` and `.row-actions`. */
export function ListRowStyles() {
  return <GlobalStyles styles={styles} />;
}

declare module '@mui/x-data-grid' {
  interface RowCheckboxPropsOverrides {
    /** A row's checkbox's accessible name, by the row's id (`ListGrid`'s `checkboxLabel`). */
    nameOf?: ((id: GridRowId) => string | undefined) | undefined;
  }
}

/** A row's selection checkbox: the grid's, named after its row when the list says how. */
function RowCheckbox({ rowId, nameOf, slotProps, ...props }: GridSlotProps['rowCheckbox']) {
  const name = nameOf?.(rowId);
  const named =
    name === undefined
      ? slotProps
      : { ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': name } };
  return <GridCheckbox {...props} slotProps={named} />;
}

/** The data grid slots of every list: `<DataGrid slots={LIST_GRID_SLOTS} …>`. */
export const LIST_GRID_SLOTS = { baseCheckbox: GridCheckbox, rowCheckbox: RowCheckbox } as const;

/** Row and header heights of every list: ten rows and the pager fit a laptop's window. */
export const LIST_ROW_HEIGHT = 44;
export const LIST_HEADER_HEIGHT = 48;

/**
 * The box around a list's grid: a flex column, so the grid (without `autoHeight`) is as tall as
 * its rows up to the window's height less what surrounds it (header, title, search, pager), and
 * past that scrolls inside and draws only the rows in view.
 */
export const LIST_GRID_FRAME = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'max(360px, calc(100vh - 320px))',
} as const;
