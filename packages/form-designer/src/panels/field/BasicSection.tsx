import { isDataBound, type Widget } from '@org/form-schema';
import { TextField } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerDispatch } from '../../store/hooks';
import { propertyActions } from '../../store/property-edits';
import { TextProperty } from '../controls/TextProperty';
import { ModelProperty } from './ModelProperty';

/** Types without a label of their own (parts of containers). */
const UNLABELLED = new Set(['col', 'td']);

/** The widget's type, label (title for a divider), field name and component name. */
export function BasicSection({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  return (
    <>
      <TextField
        label={t('type')}
        value={widget.type}
        size="small"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      {!UNLABELLED.has(widget.type) && (
        <TextProperty
          label={widget.type === 'divider' ? t('title') : t('label')}
          value={widget.name}
          onChange={(name) =>
            dispatch(propertyActions.labelChanged({ key: widget.key, name, field: 'name' }))
          }
        />
      )}
      {isDataBound(widget) && <ModelProperty widgetKey={widget.key} model={widget.model} />}
      {widget.type === 'custom' && (
        <TextField
          label={t('el')}
          value={widget.el}
          size="small"
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      )}
    </>
  );
}
