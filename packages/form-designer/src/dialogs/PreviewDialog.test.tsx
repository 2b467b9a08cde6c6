import {
  DEFAULT_FORM_CONFIG,
  buildRules,
  createWidget,
  type FormDefinition,
} from '@org/form-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { PreviewDialog } from './PreviewDialog';
import { sampleDefinition } from './test-fixtures';

/** A form with one select whose options come from a remote source. */
function remoteSelectForm(name: string, remote: Record<string, unknown>): FormDefinition {
  const select = createWidget('select');
  return {
    list: [
      {
        ...select,
        model: 'choice',
        name,
        options: { ...select.options, remote: true, ...remote },
      },
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

/** A look-up client answering one envelope, recording the calls. */
function lookupClient(data: unknown) {
  return { post: vi.fn(async () => ({ code: 0, success: true, message: '', data })) };
}

describe('PreviewDialog', () => {
  it('renders the form and shows the validated data as JSON', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    await userEvent.type(await within(dialog).findByLabelText(/Name/), 'Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get data' }));
    const data = await within(dialog).findByRole('region', { name: 'Form data' });
    expect(JSON.parse(data.textContent ?? '')).toMatchObject({ name: 'Ada' });
  });

  it('shows the validation failure as the renderer reports it', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    await screen.findByLabelText(/Name/);
    await userEvent.click(screen.getByRole('button', { name: 'Get data' }));
    const alert = await screen.findByText(/Form data validation failed/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Name: Name is required');
  });

  it('shows the built-in rule messages in Chinese and names each field by its label in a zh-CN designer', async () => {
    const email = createWidget('input');
    const definition: FormDefinition = {
      list: [
        // as the designer saves a required field: its key as model, the default message
        {
          ...email,
          model: 'input_1795864814506',
          name: '邮箱',
          options: { ...email.options, required: true },
          rules: buildRules({ ...email, options: { ...email.options, required: true } }),
        },
      ],
      config: { ...DEFAULT_FORM_CONFIG },
    };
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition,
      locale: 'zh-CN',
    });
    const dialog = screen.getByRole('dialog', { name: '预览' });
    const input = await within(dialog).findByRole('textbox', { name: '邮箱' });
    await userEvent.click(within(dialog).getByRole('button', { name: '获取数据' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('表单数据校验失败');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^邮箱：必填$/);
    expect(alert).not.toHaveTextContent('input_1795864814506');
    expect(input).toHaveAccessibleDescription('必填');
  });

  it('resets the data and switches editing off and on', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    const input = await screen.findByLabelText(/Name/);
    await userEvent.type(input, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Disable edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Enable edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
  });

  it('previews on the platform chosen in the designer', async () => {
    const store = createDesignerStore(sampleDefinition());
    store.dispatch(designerActions.platformChanged('mobile'));
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, { store });
    await screen.findByLabelText(/Name/);
    expect(document.querySelector('[data-platform="mobile"]')).not.toBeNull();
  });

  it('shows the options of a select whose source is a data view, through the host’s look-up', async () => {
    const dataViewClient = lookupClient([
      { id: 'd1', name: 'Sales' },
      { id: 'd2', name: 'Support' },
    ]);
    const { notices } = renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: remoteSelectForm('Department', {
        remoteType: 'dataView',
        remoteViewId: '12',
        props: { value: 'id', label: 'name' },
      }),
      services: { lookup: { dataViewClient }, getToken: () => 'session' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    const select = await within(dialog).findByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(select);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Sales', 'Support']));
    expect(dataViewClient.post).toHaveBeenCalledWith(
      '/view/v1/sql/resultAppendNotPage',
      { viewId: '12', queryParamListStr: '[]' },
      expect.objectContaining({ envelope: true }),
    );
    expect(notices).toEqual([]);
  });

  it('shows the options of a select whose source is a dictionary', async () => {
    const dictClient = lookupClient([
      {
        dictCode: 'gender',
        list: [
          { value: 'f', label: 'Female' },
          { value: 'm', label: 'Male' },
        ],
      },
    ]);
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: remoteSelectForm('Gender', {
        remoteType: 'dict',
        remoteDict: 'gender',
        props: { value: 'value', label: 'label' },
      }),
      services: { lookup: { dictClient } },
    });
    const select = await screen.findByRole('combobox', { name: 'Gender' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(select);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Female', 'Male']));
    expect(dictClient.post).toHaveBeenCalledWith(
      '/sysDict/v1/dictByCode',
      ['gender'],
      expect.objectContaining({ envelope: true }),
    );
  });
});
