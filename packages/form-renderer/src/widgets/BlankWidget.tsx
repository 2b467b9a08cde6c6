import type { BlankWidget as BlankWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import type { WidgetComponentProps } from '../contract';
import { controlLook } from './shared';

/**
 * The host's content for a `blank` widget: the slot named by the widget's model, given the
 * field's value and a way to change it. Without a slot from the host, a neutral empty area.
 */
export function BlankWidget({
  widget,
  value,
  onChange,
  id,
  label,
  services,
}: WidgetComponentProps<BlankWidgetModel>) {
  const content = services.renderSlot(widget.model, { value, onChange });
  const { style, className } = controlLook(widget.options);
  const empty = content === null || content === undefined || content === false;
  return (
    <Box
      id={id}
      role="group"
      aria-label={label}
      className={className}
      style={style}
      sx={
        empty
          ? {
              minHeight: 40,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }
          : undefined
      }
    >
      {empty ? null : content}
    </Box>
  );
}
