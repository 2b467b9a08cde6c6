import { WIDGET_TYPES } from '@org/form-schema';
import { render, screen } from '@testing-library/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WidgetComponent, WidgetComponentProps } from '../contract';
import { sanitizerReady } from '../services/sanitize-html';
import { defaultWidgets } from './index';
import { WidgetHarness, makeWidget } from './story-harness';

/** Types the core draws itself (containers, sub-table, divider). */
const CORE_TYPES = new Set(['table', 'divider', 'grid', 'col', 'tabs', 'report', 'td']);

describe('default widgets', () => {
  beforeAll(() => sanitizerReady());

  it('registers a widget for every field type of the catalogue', () => {
    const fieldTypes = WIDGET_TYPES.filter((type) => !CORE_TYPES.has(type));
    expect(Object.keys(defaultWidgets).sort()).toEqual([...fieldTypes].sort());
  });

  it('loads the heavy widgets on first use and lets the light ones render at once', async () => {
    const lazyTypes = Object.entries(defaultWidgets)
      .filter(([, registration]) => registration.lazy)
      .map(([type]) => type)
      .sort();
    expect(lazyTypes).toEqual([
      'blank',
      'cascader',
      'color',
      'component',
      'custom',
      'date',
      'editor',
      'fileupload',
      'html',
      'imgupload',
      'number',
      'rate',
      'select',
      'slider',
      'time',
    ]);
    for (const type of lazyTypes) {
      const registration = defaultWidgets[type]!;
      const loader = registration.component as () => Promise<{ default: WidgetComponent<never> }>;
      const loadedModule = await loader();
      expect(typeof loadedModule.default).toBe('function');
    }
  });

  it('renders a lazily loaded widget through React.lazy', async () => {
    const loader = defaultWidgets.date!.component as () => Promise<{
      default: ComponentType<WidgetComponentProps>;
    }>;
    const DateLazy = lazy(loader);
    const widget = makeWidget('date', {}, { name: 'When' });
    render(
      <Suspense fallback={<span>loading</span>}>
        <WidgetHarness component={DateLazy} widget={widget} value="2024-01-02" />
      </Suspense>,
    );
    expect(await screen.findByRole('textbox', { name: 'When' })).toHaveValue('2024-01-02');
  });

  it('renders every widget from a definition with broken options and odd values', async () => {
    const odd: unknown[] = [null, 'text', 42, { nested: true }, [1, [2]], true];
    for (const [type, registration] of Object.entries(defaultWidgets)) {
      const component = registration.lazy
        ? (await (registration.component as () => Promise<{ default: WidgetComponent<never> }>)())
            .default
        : (registration.component as WidgetComponent<never>);
      const Component = component as unknown as ComponentType<WidgetComponentProps>;
      const widget = makeWidget(
        type as 'input',
        {
          width: 12 as unknown as string,
          min: 'many',
          max: null,
          step: -1,
          format: 42,
          type: 'fortnight',
          size: null,
          limit: 'lots',
          customToolbar: 'bold',
          options: 'none',
          props: null,
        } as never,
      );
      for (const value of odd) {
        const { container, unmount } = render(
          <WidgetHarness component={Component} widget={widget} value={value} />,
        );
        expect(
          container.querySelector('label'),
          `${type} with ${JSON.stringify(value)}`,
        ).toHaveTextContent(widget.name);
        unmount();
      }
    }
  });
});
