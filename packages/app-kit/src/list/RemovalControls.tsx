import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import type { ListRow } from './use-list-query';
import type { useListRemoval } from './use-list-removal';

type Removal<Row extends ListRow> = ReturnType<typeof useListRemoval<Row>>;

/** 删除所选: asks to delete the checked rows; disabled while none is checked. */
export function DeleteSelectedButton<Row extends ListRow>({
  removal,
  selected,
}: {
  removal: Removal<Row>;
  selected: Row[];
}) {
  const { t } = useTranslation('kit');
  return (
    <Button
      variant="outlined"
      color="error"
      disabled={selected.length === 0}
      onClick={() => removal.ask(selected)}
    >
      {t('list.deleteSelected')}
    </Button>
  );
}

/**
 * The confirmation of a list's deletion: `question` names the one row (`only`) or counts them.
 */
export function RemovalConfirm<Row extends ListRow>({
  removal,
  title,
  question,
}: {
  removal: Removal<Row>;
  title: string;
  question: (only: Row | undefined, count: number) => string;
}) {
  const { t } = useTranslation('kit');
  return (
    <ConfirmDialog
      open={removal.deleting !== null}
      title={title}
      text={question(removal.only, removal.deleting?.length ?? 0)}
      confirmLabel={t('list.delete')}
      busy={removal.busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
