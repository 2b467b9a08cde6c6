import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomWidget } from './CustomWidget';
import { WidgetHarness, makeWidget } from './story-harness';

describe('CustomWidget', () => {
  it('says plainly which custom component the app lacks', () => {
    const widget = makeWidget('custom', {}, { name: 'Signature', el: 'signature-pad' });
    render(<WidgetHarness component={CustomWidget} widget={widget} />);
    expect(screen.getByRole('note', { name: 'Signature' })).toHaveTextContent(
      'The custom field "signature-pad" is not available in this application.',
    );
  });

  it('says when the widget names no component, in Chinese too', () => {
    const widget = makeWidget('custom', {}, { name: '签名', el: '' });
    render(<WidgetHarness component={CustomWidget} widget={widget} locale="zh-CN" />);
    expect(screen.getByRole('note', { name: '签名' })).toHaveTextContent(
      '此自定义字段未指定组件。',
    );
  });
});
