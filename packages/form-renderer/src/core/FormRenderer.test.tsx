import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Exploding, PlainInput, form, testWidgets, widget } from '../../test/helpers';
import { FormValidationError } from '../runtime/form-api';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';

const person = () =>
  form([
    widget(
      'input',
      'name',
      'Name',
      { required: true, requiredMessage: 'Name is required' },
      {
        rules: [{ required: true, message: 'Name is required' }],
      },
    ),
    widget(
      'input',
      'age',
      'Age',
      { dataType: 'integer', dataTypeCheck: true },
      {
        rules: [{ type: 'integer', message: 'Age must be a whole number' }],
      },
    ),
    widget('input', 'city', 'City', { defaultValue: 'Paris' }),
  ]);

function setup(props: Partial<Parameters<typeof FormRenderer>[0]> = {}) {
  const ref = createRef<FormRendererHandle>();
  const definition = props.definition ?? person();
  const view = render(
    <FormRenderer definition={definition} widgets={testWidgets} ref={ref} {...props} />,
  );
  return { ref, view, api: () => ref.current as FormRendererHandle };
}

describe('FormRenderer', () => {
  it('renders every field with its label inside one wrapper under <form>', () => {
    const { view } = setup();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    expect(screen.getByText('Name', { selector: 'label' })).toHaveAttribute(
      'for',
      screen.getByRole('textbox', { name: 'Name' }).id,
    );
    const formElement = view.container.querySelector('form');
    expect(formElement?.children).toHaveLength(1);
    expect(formElement?.firstElementChild?.querySelectorAll('input')).toHaveLength(3);
  });

  it('shows outside field errors under their fields until the field is checked again', async () => {
    const { api } = setup();
    act(() => api().setErrors({ name: 'This name is taken', nowhere: 'ignored' }));
    expect(await screen.findByText('This name is taken')).toBeVisible();
    expect(screen.queryByText('ignored')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await waitFor(() => expect(screen.queryByText('This name is taken')).toBeNull());
  });

  it('marks required fields', () => {
    setup();
    const label = screen.getByText('Name', { selector: 'label' });
    expect(label.querySelector('.fr-item__mark')).toHaveTextContent('*');
  });

  it('reports changes with the field, its value and the whole model, and per field', async () => {
    const onChange = vi.fn();
    const onCity = vi.fn();
    setup({ onChange, onFieldChange: { city: onCity } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '42');
    expect(onChange).toHaveBeenLastCalledWith(
      'age',
      42,
      expect.objectContaining({ age: 42, city: 'Paris' }),
    );
    expect(onCity).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), '!');
    expect(onCity).toHaveBeenCalledWith('Paris!', expect.objectContaining({ city: 'Paris!' }));
  });

  it('rejects getData with the localized message and shows each error inline', async () => {
    const { api } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), 'x');
    let failure: unknown;
    await act(async () => {
      failure = await api()
        .getData()
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(FormValidationError);
    expect((failure as Error).message).toBe('Form data validation failed');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByText('Age must be a whole number')).toBeInTheDocument();
  });

  it('answers getData without validation with the model unchecked', async () => {
    const { api } = setup();
    await expect(api().getData({ validate: false })).resolves.toEqual({
      name: '',
      age: '',
      city: 'Paris',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('resolves getData with the model once the data is valid', async () => {
    const { api } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '36');
    await expect(api().getData()).resolves.toEqual({ name: 'Ada', age: 36, city: 'Paris' });
  });

  it('localizes the validation message in Chinese', async () => {
    const { api } = setup({ locale: 'zh-CN' });
    await expect(api().getData()).rejects.toThrow('表单数据校验失败');
  });

  it('sets, reads, resets and refreshes data through the ref', async () => {
    const { api } = setup({ value: { name: 'Grace' } });
    expect(api().getValue('name')).toBe('Grace');
    act(() => api().setData({ city: 'Rome', age: '7' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Rome');
    expect(api().getValues()).toEqual({ name: 'Grace', age: 7, city: 'Rome' });
    act(() => api().reset());
    expect(api().getValues()).toEqual({ name: 'Grace', age: '', city: 'Paris' });
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 's');
    act(() => {
      api().hide('age');
      api().refresh();
    });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    expect(screen.getByRole('textbox', { name: 'Age' })).toBeInTheDocument();
  });

  it('hides and shows, disables and enables fields by model', () => {
    const { api } = setup();
    act(() => api().hide(['age', 'city']));
    expect(screen.queryByRole('textbox', { name: 'Age' })).not.toBeInTheDocument();
    act(() => api().display('age'));
    expect(screen.getByRole('textbox', { name: 'Age' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'City' })).not.toBeInTheDocument();
    act(() => api().disable('name'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Age' })).toBeEnabled();
    act(() => api().enable());
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    act(() => api().disable());
    expect(screen.getByRole('textbox', { name: 'Age' })).toBeDisabled();
  });

  it('does not validate hidden fields', async () => {
    const { api } = setup();
    act(() => api().hide('name'));
    await expect(api().getData()).resolves.toMatchObject({ name: '' });
  });

  it('adds and removes class names on form items', () => {
    const { api } = setup();
    const item = () => screen.getByRole('textbox', { name: 'City' }).closest('.fr-item');
    act(() => api().addClassName('city', 'highlight strong'));
    expect(item()).toHaveClass('highlight', 'strong');
    act(() => api().removeClassName('city', 'highlight'));
    expect(item()).not.toHaveClass('highlight');
    expect(item()).toHaveClass('strong');
  });

  it('validates single fields on demand', async () => {
    const { api } = setup();
    let result: Awaited<ReturnType<FormRendererHandle['validate']>> | undefined;
    await act(async () => {
      result = await api().validate('age');
    });
    expect(result?.valid).toBe(true);
    await act(async () => {
      result = await api().validate(['name']);
    });
    expect(result?.errors.map((error) => error.path)).toEqual(['name']);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('turns every field read-only without the edit flag', () => {
    setup({ edit: false });
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
  });

  it('shows the problems of an invalid definition instead of the form', async () => {
    const definition = {
      list: [
        { type: 'number', key: 'a', model: 'a', options: { max: 'x' } },
        { type: 'grid', key: 'g', columns: 'nope' },
      ],
    };
    render(<FormRenderer definition={definition} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This form cannot be shown');
    const problems = screen.getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'list[0].options.max: expected a number',
      'list[1].columns: expected an array',
    ]);
  });

  it('runs nothing of a definition that fails validation', async () => {
    const definition = form(
      [
        { ...widget('number', 'count', 'Count'), options: { max: 'x' } } as never,
        widget('input', 'name', 'Name'),
      ],
      {
        eventScript: [{ key: 'mounted', name: 'mounted', func: 'globalThis.__invalidRan = true;' }],
      },
    );
    render(<FormRenderer definition={definition} widgets={testWidgets} scripts />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This form cannot be shown');
    expect(screen.getByRole('listitem')).toHaveTextContent('list[0].options.max');
    expect((globalThis as { __invalidRan?: boolean }).__invalidRan).toBeUndefined();
  });

  it('shows malformed JSON text as a problem', async () => {
    render(<FormRenderer definition={'{"list": [}'} />);
    expect(await screen.findByRole('listitem')).toHaveTextContent(/invalid JSON/);
  });

  it('renders an unknown widget type as a labelled placeholder, the rest keeps working', async () => {
    const definition = form([
      { ...widget('input', 'mystery', 'Mystery'), type: 'hologram' } as never,
      widget('input', 'name', 'Name'),
    ]);
    const onChange = vi.fn();
    render(<FormRenderer definition={definition} widgets={testWidgets} onChange={onChange} />);
    // The placeholder is a chunk of its own, there a tick after the form.
    expect(await screen.findByRole('note', { name: 'Mystery' })).toHaveTextContent(
      'Unsupported field type "hologram"',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(onChange).toHaveBeenCalledWith('name', 'x', expect.anything());
  });

  it('contains a widget that throws; the other fields still work', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const definition = form([widget('rate', 'stars', 'Stars'), widget('input', 'name', 'Name')]);
    render(
      <FormRenderer
        definition={definition}
        widgets={{ ...testWidgets, rate: { component: Exploding } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Stars This field could not be shown: broken widget',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ok');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('ok');
    spy.mockRestore();
  });

  it('renders a FormMaking export given as text', async () => {
    const text = JSON.stringify({
      list: [
        {
          type: 'input',
          name: '姓名',
          key: '1576226937000_41390',
          model: 'name',
          options: { defaultValue: '张三', width: '100%' },
          rules: [],
        },
        {
          type: 'imgupload',
          name: 'Photos',
          key: 'p1',
          model: 'photos',
          options: { length: 3, defaultValue: [] },
        },
      ],
      config: { labelWidth: 100, labelPosition: 'top', size: 'small' },
    });
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer definition={text} widgets={testWidgets} ref={ref} />);
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    expect(screen.getByText('Photos', { selector: 'label' })).toBeInTheDocument();
    await expect(ref.current?.getData()).resolves.toEqual({ name: '张三', photos: [] });
  });

  it('applies a new value given by the host', () => {
    const definition = person();
    const { rerender } = render(
      <FormRenderer definition={definition} widgets={testWidgets} value={{ name: 'A' }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('A');
    rerender(<FormRenderer definition={definition} widgets={testWidgets} value={{ name: 'B' }} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('B');
  });

  it('validates a field as the user types', async () => {
    setup();
    const age = screen.getByRole('textbox', { name: 'Age' });
    await userEvent.type(age, 'x');
    await waitFor(() => expect(age).toHaveAccessibleDescription('Age must be a whole number'));
    await userEvent.clear(age);
    await userEvent.type(age, '2');
    await waitFor(() => expect(age).not.toHaveAttribute('aria-invalid'));
  });

  it('loads a lazily registered widget on first use', async () => {
    const definition = form([widget('rate', 'stars', 'Stars')]);
    const widgets = {
      rate: { lazy: true, component: () => Promise.resolve({ default: PlainInput }) },
    };
    render(<FormRenderer definition={definition} widgets={widgets} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Stars' }), '4');
    expect(screen.getByRole('textbox', { name: 'Stars' })).toHaveValue('4');
  });

  it('renders the host slot of a blank widget with its value and setter', async () => {
    const definition = form([widget('blank', 'sign', 'Signature', { defaultType: 'String' })]);
    const ref = createRef<FormRendererHandle>();
    const slots = {
      sign: ({ onChange }: { value: unknown; onChange: (value: unknown) => void }) => (
        <button type="button" onClick={() => onChange('signed')}>
          Sign here
        </button>
      ),
    };
    render(<FormRenderer definition={definition} widgets={testWidgets} slots={slots} ref={ref} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign here' }));
    expect(ref.current?.getValue('sign')).toBe('signed');
  });

  it('sends toasts to the host notifier when one is given', async () => {
    const notify = vi.fn();
    const definition = form([
      widget('select', 'kind', 'Kind', { remote: true, remoteFunc: 'missing' }),
    ]);
    render(<FormRenderer definition={definition} widgets={testWidgets} services={{ notify }} />);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Could not load the options of "Kind": No remote function named "missing"',
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
