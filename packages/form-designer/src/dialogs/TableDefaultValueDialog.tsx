import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import {
  DEFAULT_FORM_CONFIG,
  ROW_KEY,
  type FormDefinition,
  type TableRow,
  type TableWidget,
} from '@org/form-schema';
import Alert from '@mui/material/Alert';
import { useMemo, useRef } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerServices } from '../services/context';
import { useDesignerDispatch, useDesignerSelector } from '../store/hooks';
import { scriptActions } from '../store/script-edits';
import { selectWidget } from '../store/selectors';
import { ModalShell } from './ModalShell';
import { useDesignerLocale } from './use-designer-locale';

export interface TableDefaultValueDialogProps {
  open: boolean;
  widgetKey: string;
  onClose: () => void;
}

/** The rows without the generated row keys, which the renderer adds again when it loads. */
function withoutRowKeys(rows: readonly TableRow[]): TableRow[] {
  return rows.map((row) => {
    const { [ROW_KEY]: _key, ...cells } = row;
    return cells as TableRow;
  });
}

/**
 * The default rows of a sub-table, edited in the renderer's own sub-table (add and remove rows,
 * one cell per column; dictionary and data-view options through the host's services) and saved
 * as the widget's default value, one undo step.
 */
export function TableDefaultValueDialog({
  open,
  widgetKey,
  onClose,
}: TableDefaultValueDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const dispatch = useDesignerDispatch();
  const locale = useDesignerLocale();
  const services = useDesignerServices();
  const form = useRef<FormRendererHandle>(null);
  const found = useDesignerSelector(selectWidget(widgetKey));
  const widget = found?.type === 'table' ? (found as TableWidget) : null;
  const model = widget?.model || 'rows';

  // Built when the dialog opens: edits made meanwhile elsewhere do not reset the rows.
  const { definition, value } = useMemo(() => {
    if (!open || !widget) return { definition: null, value: {} };
    const table: TableWidget = {
      ...widget,
      model,
      options: {
        ...widget.options,
        defaultValue: [],
        hidden: false,
        disabled: false,
        readonly: false,
      },
    };
    const form: FormDefinition = {
      list: [table],
      config: { ...DEFAULT_FORM_CONFIG, labelPosition: 'top', layout: 'vertical', labelCol: 0 },
    };
    return { definition: form, value: { [model]: widget.options.defaultValue ?? [] } };
  }, [open, widget?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    const data = await form.current?.getData({ validate: false });
    const rows = data?.[model];
    dispatch(
      scriptActions.tableDefaultValueSaved({
        widgetKey,
        rows: Array.isArray(rows) ? withoutRowKeys(rows as TableRow[]) : [],
      }),
    );
    onClose();
  };

  const columns = widget?.tableColumns.length ?? 0;
  return (
    <ModalShell
      open={open}
      title={t('tableDefault.title')}
      width={900}
      onClose={onClose}
      onConfirm={widget && columns > 0 ? confirm : undefined}
    >
      {!widget && <Alert severity="warning">{t('tableDefault.notTable')}</Alert>}
      {widget && columns === 0 && <Alert severity="info">{t('tableDefault.noColumns')}</Alert>}
      {definition && columns > 0 && (
        <FormRenderer
          ref={form}
          definition={definition}
          value={value}
          locale={locale}
          getToken={services.getToken}
          lookup={services.lookup}
        />
      )}
    </ModalShell>
  );
}
