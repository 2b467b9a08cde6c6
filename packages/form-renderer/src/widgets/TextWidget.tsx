import type { TextWidget as TextWidgetModel } from '@org/form-schema';
import Typography from '@mui/material/Typography';
import type { WidgetComponentProps } from '../contract';
import { controlLook, text } from './shared';

/** Plain text from `options.defaultValue`; it holds no form data. */
export function TextWidget({ widget, id }: WidgetComponentProps<TextWidgetModel>) {
  const { style, className } = controlLook(widget.options);
  return (
    <Typography
      id={id}
      component="span"
      variant="body2"
      className={className}
      style={style}
      sx={{ display: 'inline-block', lineHeight: '32px', whiteSpace: 'pre-wrap' }}
    >
      {text(widget.options.defaultValue)}
    </Typography>
  );
}
