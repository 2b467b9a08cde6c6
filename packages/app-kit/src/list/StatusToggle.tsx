import { showError } from '../notices/notify';
import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { RowSwitch, type RowSwitchProps } from './RowControls';
import { errorText } from '../api/error-text';

/**
 * Enabling and disabling a record of a list, the one way every list does it: enabling goes at
 * once; disabling first asks for a confirmation naming the record (and, where the screen says
 * so, what disabling does). The list's row button and a status column's `StatusSwitch` both go
 * through `request`.
 */
export interface StatusToggleOptions<Row> {
  /** The call that flips the status; without it nothing can be toggled. */
  toggleStatus?: ((row: Row) => Promise<unknown>) | undefined;
  /** Whether the user may toggle (the resource code). */
  allowed: boolean;
  isEnabled: (row: Row) => boolean;
  /** The confirmation's text for disabling `row` (default: "停用{entity} {name}？"). */
  disableText?: ((row: Row) => string) | undefined;
  entityName: string;
  rowLabel: (row: Row) => string;
  /** Told after a successful toggle. */
  onDone: () => void;
}

export interface StatusToggle<Row> {
  /** Whether there is a toggle the user may use. */
  active: boolean;
  /** Enables at once, or asks before disabling. */
  request: (row: Row) => void;
  /** The confirmation, to render once beside the list. */
  dialog: ReactNode;
}

export function useStatusToggle<Row>(options: StatusToggleOptions<Row>): StatusToggle<Row> {
  const { toggleStatus, allowed, isEnabled, disableText, entityName, rowLabel, onDone } = options;
  const { t } = useTranslation('kit');
  const [disabling, setDisabling] = useState<{ row: Row } | null>(null);
  const [busy, setBusy] = useState(false);
  const active = allowed && Boolean(toggleStatus);

  const run = useCallback(
    async (row: Row) => {
      if (!toggleStatus) return;
      try {
        await toggleStatus(row);
        onDone();
      } catch (error) {
        showError(errorText(error, t));
      }
    },
    [toggleStatus, onDone, t],
  );

  const request = useCallback(
    (row: Row) => {
      if (!active) return;
      if (isEnabled(row)) setDisabling({ row });
      else void run(row);
    },
    [active, isEnabled, run],
  );

  const confirm = async () => {
    if (!disabling) return;
    setBusy(true);
    try {
      await run(disabling.row);
    } finally {
      setBusy(false);
      setDisabling(null);
    }
  };

  const text = disabling
    ? (disableText?.(disabling.row) ??
      t('confirm.disableText', { entity: entityName, name: rowLabel(disabling.row) }))
    : '';
  const dialog = active ? (
    <ConfirmDialog
      open={disabling !== null}
      title={t('confirm.disableTitle')}
      text={text}
      confirmLabel={t('list.disable')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setDisabling(null)}
    />
  ) : null;
  return { active, request, dialog };
}

interface StatusSwitchContextValue {
  active: boolean;
  request: (row: never) => void;
  isEnabled: (row: never) => boolean;
  enabledText: string;
  disabledText: string;
}

const StatusSwitchContext = createContext<StatusSwitchContextValue | null>(null);

/** Gives the list's status toggle to the `StatusSwitch`es of its rows. */
export function StatusSwitchProvider<Row>({
  toggle,
  isEnabled,
  children,
}: {
  toggle: StatusToggle<Row>;
  isEnabled: (row: Row) => boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('kit');
  const enabledText = t('status.enabled');
  const disabledText = t('status.disabled');
  const { active, request } = toggle;
  const value = useMemo<StatusSwitchContextValue>(
    () => ({
      active,
      request: request as (row: never) => void,
      isEnabled: isEnabled as (row: never) => boolean,
      enabledText,
      disabledText,
    }),
    [active, request, isEnabled, enabledText, disabledText],
  );
  return <StatusSwitchContext.Provider value={value}>{children}</StatusSwitchContext.Provider>;
}

/**
 * A row's status as a switch that goes through the list's toggle (a confirmation before
 * disabling), for a list whose `statusToggle` is `'switch'`; the status as text where the user
 * may not change it.
 */
export function StatusSwitch<Row>({
  row,
  ...props
}: { row: Row } & Omit<RowSwitchProps, 'checked' | 'onChange'>) {
  const context = useContext(StatusSwitchContext);
  if (!context) throw new Error('StatusSwitch must be inside a list with a status toggle.');
  const enabled = (context.isEnabled as (row: Row) => boolean)(row);
  if (!context.active) return <span>{enabled ? context.enabledText : context.disabledText}</span>;
  return (
    <RowSwitch
      {...props}
      checked={enabled}
      onChange={() => (context.request as (row: Row) => void)(row)}
    />
  );
}
