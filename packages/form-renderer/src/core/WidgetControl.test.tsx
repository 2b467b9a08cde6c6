import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HtmlView, PlainInput, widget } from '../../test/helpers';
import type { WidgetComponentProps } from '../contract';
import { createTranslator } from '../i18n/translate';
import { sanitizeHtml } from '../services/sanitize-html';
import { WidgetControl } from './WidgetControl';

function props(
  type: 'input' | 'html',
  defaultValue = '',
  sanitize = sanitizeHtml,
): WidgetComponentProps {
  return {
    widget: widget(type, type, type === 'html' ? 'Notice' : 'Name', { defaultValue }),
    value: '',
    onChange: () => undefined,
    disabled: false,
    id: 'w1',
    label: 'Name',
    error: undefined,
    errorId: 'w1-error',
    platform: 'pc',
    size: 'small',
    choices: undefined,
    services: {
      locale: 'en-US',
      t: createTranslator('en-US'),
      sanitizeHtml: sanitize,
      uploadFile: () => Promise.reject(new Error('none')),
      getUploadToken: () => Promise.resolve(''),
      notify: () => undefined,
      renderSlot: () => null,
    },
  };
}

describe('WidgetControl', () => {
  it('renders a plain widget at once', () => {
    render(
      <WidgetControl
        resolved={{ component: PlainInput, formItem: true, lazy: false }}
        props={props('input')}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('shows a loading line until a lazy widget has loaded', async () => {
    let done: (value: { default: typeof PlainInput }) => void = () => undefined;
    const { lazy } = await import('react');
    const Lazy = lazy(
      () => new Promise<{ default: typeof PlainInput }>((resolve) => (done = resolve)),
    );
    render(
      <WidgetControl
        resolved={{ component: Lazy, formItem: true, lazy: true }}
        props={props('input')}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    done({ default: PlainInput });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('shows HTML only once the sanitizer is ready', async () => {
    // Fresh modules: an earlier test file in this worker may have loaded the sanitizer already.
    vi.resetModules();
    const { WidgetControl: FreshControl } = await import('./WidgetControl');
    const fresh = await import('../services/sanitize-html');
    render(
      <FreshControl
        resolved={{ component: HtmlView, formItem: true, lazy: false }}
        props={props('html', '<b>bold</b><script>window.bad = 1</script>', fresh.sanitizeHtml)}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('bold')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
