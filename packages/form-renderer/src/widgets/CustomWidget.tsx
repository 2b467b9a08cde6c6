import type { CustomWidget as CustomWidgetModel } from '@org/form-schema';
import Alert from '@mui/material/Alert';
import type { WidgetComponentProps } from '../contract';
import { controlLook, text } from './shared';

/**
 * Shown for a `custom` widget whose component (`el`) the host app did not register: the core
 * looks registered ones up under `custom:{el}` and uses this placeholder otherwise. The rest
 * of the form keeps working; the field keeps its value.
 */
export function CustomWidget({
  widget,
  id,
  label,
  services,
}: WidgetComponentProps<CustomWidgetModel>) {
  const el = text(widget.el).trim();
  const { style, className } = controlLook(widget.options);
  return (
    <Alert
      id={id}
      role="note"
      aria-label={label}
      severity="info"
      variant="outlined"
      className={className}
      style={style}
      sx={{ py: 0 }}
    >
      {el ? services.t('widget.custom.missing', { el }) : services.t('widget.custom.unnamed')}
    </Alert>
  );
}
