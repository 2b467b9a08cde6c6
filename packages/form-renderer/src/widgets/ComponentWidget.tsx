import type { ComponentWidget as ComponentWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { WidgetComponentProps } from '../contract';
import { controlLook, text } from './shared';

/**
 * A custom template (`options.template`) shown as sanitized HTML. FormMaking templates are Vue
 * markup; this renderer does not run template code, so directives and bindings in a template
 * are shown as plain markup and any script or event handler is removed.
 */
export function ComponentWidget({
  widget,
  id,
  label,
  services,
}: WidgetComponentProps<ComponentWidgetModel>) {
  const source = text(widget.options.template);
  const { sanitizeHtml } = services;
  const html = useMemo(() => sanitizeHtml(source), [sanitizeHtml, source]);
  const { style, className } = controlLook(widget.options);
  return (
    <Box
      id={id}
      role="group"
      aria-label={label}
      className={className}
      style={style}
      sx={{ minHeight: 32 }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
