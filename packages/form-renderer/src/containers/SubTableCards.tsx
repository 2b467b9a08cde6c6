import Button from '@mui/material/Button';
import { memo, useMemo } from 'react';
import { elementId, useRuntime, useSettings } from '../core/form-context';
import { SubTableCell } from './SubTableCell';
import type { FieldWidget } from '@org/form-schema';
import type { SubTableLayoutProps, TableColumn } from './SubTableItem';

interface CardProps {
  props: SubTableLayoutProps;
  row: number;
  rowKey: string;
}

const Card = memo(function Card({ props, row, rowKey }: CardProps) {
  const runtime = useRuntime();
  const settings = useSettings();
  const { t } = settings.services;
  const { table, columns, disabled, canEdit } = props;
  const title = t('table.row', { row: row + 1 });
  return (
    <section className="fr-subtable-card" aria-label={title}>
      <header className="fr-subtable-card__header">
        <span className="fr-subtable-card__title">{title}</span>
        {canEdit ? (
          <Button
            size="small"
            color="error"
            aria-label={t('table.removeRow', { row: row + 1 })}
            onClick={() => runtime.removeRow(table.model, row)}
          >
            {t('table.remove')}
          </Button>
        ) : null}
      </header>
      {columns.map((column) => (
        <div key={column.widget.key || column.widget.model} className="fr-subtable-card__field">
          <label
            className="fr-subtable-card__label"
            htmlFor={elementId(settings.formId, table.model, rowKey, column.widget.model)}
          >
            {column.required ? (
              <span className="fr-item__mark" aria-hidden="true">
                *
              </span>
            ) : null}
            {column.widget.name}
          </label>
          <SubTableCell
            table={table}
            row={row}
            rowKey={rowKey}
            column={column.widget}
            resolved={column.resolved}
            disabled={disabled}
          />
        </div>
      ))}
    </section>
  );
});

/**
 * The mobile layout of a sub-table: one card per row, the add button below. In a card every
 * field takes the card's width; the pixel widths of table columns apply to the pc table only.
 */
export function SubTableCards(props: SubTableLayoutProps) {
  const runtime = useRuntime();
  const settings = useSettings();
  const { t } = settings.services;
  const cardProps = useMemo<SubTableLayoutProps>(
    () => ({
      ...props,
      columns: props.columns.map((column): TableColumn => ({
        ...column,
        widget: {
          ...column.widget,
          options: { ...column.widget.options, width: '100%' },
        } as FieldWidget,
      })),
    }),
    [props],
  );
  return (
    <div className="fr-subtable-cards" role="group" aria-labelledby={props.labelId}>
      {props.rowKeys.map((rowKey, row) => (
        <Card key={rowKey} props={cardProps} row={row} rowKey={rowKey} />
      ))}
      {props.rowKeys.length === 0 ? (
        <div className="fr-subtable__empty">{t('table.empty')}</div>
      ) : null}
      {props.canEdit ? (
        <Button
          size={settings.size}
          variant="outlined"
          fullWidth
          onClick={() => runtime.addRow(props.table.model)}
        >
          {t('table.add')}
        </Button>
      ) : null}
    </div>
  );
}
