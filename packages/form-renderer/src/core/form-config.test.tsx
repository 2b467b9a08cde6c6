import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';
import { controlSize, labelLayout } from './layout';

const fields = () => [
  widget('input', 'name', 'Name', {}, { rules: [{ required: true, message: 'Name is required' }] }),
  widget('input', 'code', 'Code', {
    isLabelWidth: true,
    labelWidth: 160,
    customClass: 'code-item',
  }),
  widget('input', 'secret', 'Secret', { hideLabel: true }),
];

const itemOf = (name: string) =>
  screen.getByRole('textbox', { name }).closest('.fr-item') as HTMLElement;

describe('form config', () => {
  it('sets the label width and position, the form width and class', () => {
    const { container } = render(
      <FormRenderer
        definition={form(fields(), {
          labelWidth: 120,
          labelPosition: 'left',
          width: '640px',
          customClass: 'claim',
        })}
        widgets={testWidgets}
      />,
    );
    const formElement = container.querySelector('form') as HTMLFormElement;
    expect(formElement).toHaveClass('claim');
    expect(formElement.style.width).toBe('640px');
    expect(formElement.style.getPropertyValue('--fr-label-width')).toBe('120px');
    expect(itemOf('Name')).toHaveClass('fr-item--left');
    expect(itemOf('Code').style.getPropertyValue('--fr-label-width')).toBe('160px');
    expect(itemOf('Code')).toHaveClass('code-item');
  });

  it('hides a label but keeps the accessible name', () => {
    render(<FormRenderer definition={form(fields())} widgets={testWidgets} />);
    expect(screen.queryByText('Secret', { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Secret' })).toBeInTheDocument();
  });

  it('hides every label with hideLabel', () => {
    render(<FormRenderer definition={form(fields(), { hideLabel: true })} widgets={testWidgets} />);
    expect(screen.queryByText('Name', { selector: 'label' })).not.toBeInTheDocument();
  });

  it('keeps messages for screen readers only with hideErrorMessage', async () => {
    const ref = createRef<FormRendererHandle>();
    render(
      <FormRenderer
        definition={form(fields(), { hideErrorMessage: true })}
        widgets={testWidgets}
        ref={ref}
      />,
    );
    await act(async () => {
      await ref.current?.getData().catch(() => undefined);
    });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByText('Name is required')).toHaveClass('fr-hidden-text');
  });

  it('scopes the style sheets to this form', async () => {
    const { container } = render(
      <FormRenderer
        definition={form(fields(), { styleSheets: '.code-item { color: red } body { margin: 0 }' })}
        widgets={testWidgets}
      />,
    );
    const formElement = container.querySelector('form') as HTMLFormElement;
    const scope = [...formElement.classList].find((name) => name.startsWith('fr-form-')) as string;
    // The scoper loads with the first form that has style sheets.
    await waitFor(() => expect(container.querySelector('style[data-form-styles]')).not.toBeNull());
    const css = container.querySelector('style[data-form-styles]')?.textContent ?? '';
    expect(css).toContain(`.${scope} .code-item`);
    expect(css).toContain(`.${scope}{ margin: 0 }`);
    expect(css).not.toMatch(/(^|})\s*body/);
  });

  it('uses the Ant style layout and label span', () => {
    expect(labelLayout({ ui: 'antd', layout: 'horizontal', labelCol: 6 })).toMatchObject({
      position: 'right',
      width: '25%',
    });
    expect(labelLayout({ ui: 'antd', layout: 'vertical', labelCol: 0 })).toMatchObject({
      position: 'top',
    });
    expect(labelLayout({ ui: 'antd', layout: 'inline' })).toMatchObject({ inline: true });
    expect(labelLayout({ ui: 'element', labelPosition: 'top', labelWidth: 80 })).toMatchObject({
      position: 'top',
      width: '80px',
    });
    const { container } = render(
      <FormRenderer
        definition={form(fields(), { ui: 'antd', layout: 'horizontal', labelCol: 6 })}
        widgets={testWidgets}
      />,
    );
    expect(
      (container.querySelector('form') as HTMLFormElement).style.getPropertyValue(
        '--fr-label-width',
      ),
    ).toBe('25%');
  });

  it('maps the config size to the MUI size', () => {
    expect(controlSize('small')).toBe('small');
    expect(controlSize('mini')).toBe('small');
    expect(controlSize('medium')).toBe('medium');
    expect(controlSize('large')).toBe('medium');
  });

  it('marks the platform on the form', () => {
    const { container } = render(
      <FormRenderer definition={form(fields(), { platform: 'pad' })} widgets={testWidgets} />,
    );
    expect(container.querySelector('form')).toHaveClass('fr-form--pad');
  });
});
