import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog, type FormDefinitionJson } from './FormDialog';
import { type DefinitionTranslations, localizedDefinition } from './use-localized-definition';

/** The create/edit form of a list: a renderer definition and the calls that save it. */
export interface CrudForm<Row> {
  definition: FormDefinitionJson;
  /** The form's values for a record being edited (default: the row itself). */
  toValues?: (row: Row) => Record<string, unknown>;
  /** The definition for editing one record (default: `definition`), e.g. a locked key. */
  editDefinition?: (row: Row) => FormDefinitionJson;
  /**
   * The definitions' texts in other languages (source text → translation, by language): the
   * form shows the one of the current language, and is drawn again when the language changes.
   */
  translations?: DefinitionTranslations;
  create: (values: Record<string, unknown>) => Promise<unknown>;
  update: (row: Row, values: Record<string, unknown>) => Promise<unknown>;
}

/**
 * The texts of a list's remove action when it does not delete records (强退 ends sessions): the
 * row and toolbar buttons, the confirmation (title, text, button) and the notice after it.
 */
export interface RemoveText<Row> {
  action: string;
  selected: string;
  title: string;
  confirm: (rows: Row[]) => string;
  done: string;
}

export interface CrudDialogsProps<Row> {
  /** The record's name in the form's title ("职务"). */
  entityName: string;
  rowLabel: (row: Row) => string;
  form?: CrudForm<Row> | undefined;
  /** The form is open: for a new record (`record: null`) or for editing one. */
  editing: { record: Row | null } | null;
  onSave: (values: Record<string, unknown>) => Promise<void>;
  onCloseForm: () => void;
  /** The rows asked to be removed (the confirmation is open). */
  deleting: Row[] | null;
  removeText?: RemoveText<Row> | undefined;
  removing: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

/** A list's create/edit form and its remove confirmation, which names the records. */
export function CrudDialogs<Row>(props: CrudDialogsProps<Row>) {
  const { entityName, rowLabel, form, editing, deleting, removeText } = props;
  const { t, i18n } = useTranslation('kit');
  const record = editing?.record ?? null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const confirmText = () => {
    if (!deleting) return '';
    if (removeText) return removeText.confirm(deleting);
    const [only] = deleting;
    return deleting.length === 1 && only !== undefined
      ? t('confirm.text', { name: rowLabel(only) })
      : t('confirm.textMany', { count: deleting.length });
  };
  return (
    <>
      {form && (
        <FormDialog
          open={editing !== null}
          title={t(record ? 'dialog.editTitle' : 'dialog.createTitle', { name: entityName })}
          definition={localizedDefinition(
            record && form.editDefinition ? form.editDefinition(record) : form.definition,
            form.translations,
            language,
          )}
          value={
            record
              ? (form.toValues?.(record) ?? ({ ...record } as Record<string, unknown>))
              : undefined
          }
          onSave={props.onSave}
          onClose={props.onCloseForm}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={removeText?.title ?? t('confirm.title')}
        text={confirmText()}
        confirmLabel={removeText?.action ?? t('list.delete')}
        busy={props.removing}
        onConfirm={props.onConfirmRemove}
        onCancel={props.onCancelRemove}
      />
    </>
  );
}
