import type { HtmlWidget as HtmlWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { WidgetComponentProps } from '../contract';
import { controlLook, text } from './shared';

/**
 * HTML from `options.defaultValue`, sanitized first: scripts, event handler attributes and
 * `javascript:` links never reach the page.
 */
export function HtmlWidget({ widget, id, services }: WidgetComponentProps<HtmlWidgetModel>) {
  const source = text(widget.options.defaultValue);
  const { sanitizeHtml } = services;
  const html = useMemo(() => sanitizeHtml(source), [sanitizeHtml, source]);
  const { style, className } = controlLook(widget.options);
  return (
    <Box
      id={id}
      className={className}
      style={style}
      sx={{ minHeight: 32, lineHeight: 1.6, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
