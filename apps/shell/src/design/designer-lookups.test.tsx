import { createWidget } from '@org/form-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { emptyDefinition, sampleData, sampleVersion, shellServer } from '../testing/shell-server';

/** Form 11 (application 1) whose latest version holds a cascader and a select fed by views. */
function serverWithRemoteWidgets() {
  const cascader = createWidget('cascader');
  const select = createWidget('select');
  const definition = {
    ...emptyDefinition(),
    list: [
      {
        ...cascader,
        name: '地区',
        model: 'region',
        options: {
          ...cascader.options,
          remote: true,
          remoteType: 'dataView' as const,
          remoteViewId: '',
        },
      },
      {
        ...select,
        name: '等级',
        model: 'level',
        options: {
          ...select.options,
          remote: true,
          remoteType: 'dataView' as const,
          remoteViewId: '31',
        },
      },
    ],
  };
  const data = sampleData();
  data.versions = [sampleVersion(11, 3, definition)];
  return shellServer(data, { requireToken: true });
}

const viewChoices = async (user: ReturnType<typeof userEvent.setup>, field: RegExp) => {
  await user.click(
    within(screen.getByRole('navigation', { name: 'Fields' })).getByRole('button', {
      name: field,
    }),
  );
  await user.click(await screen.findByRole('combobox', { name: 'Data view' }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
};

beforeEach(() => localStorage.clear());

describe('the designer’s data-view look-ups', { timeout: 90_000 }, () => {
  it('offer the published views of the form’s application, trees included for cascaders', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11', { server: serverWithRemoteWidgets() });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 10_000 });

    const forCascader = await viewChoices(user, /^地区/);
    expect(forCascader).toContain('省市区 (region_tree) · tree');
    expect(forCascader).toContain('客户等级 (customer_level)');
    // A draft view, and a view of another application, are not offered.
    expect(forCascader.join()).not.toContain('customer_by_city');
    expect(forCascader.join()).not.toContain('staff');

    const forSelect = await viewChoices(user, /^等级/);
    expect(forSelect).toContain('客户等级 (customer_level)');
  });
});

/** Form 11 whose select takes its options from the application's remote function. */
function serverWithRemoteFunction() {
  const select = createWidget('select');
  const definition = {
    ...emptyDefinition(),
    list: [
      {
        ...select,
        name: '区域',
        model: 'region',
        options: {
          ...select.options,
          remote: true,
          remoteType: 'func' as const,
          remoteFunc: 'func_regions',
          showLabel: true,
        },
      },
    ],
  };
  const data = sampleData();
  data.versions = [sampleVersion(11, 3, definition)];
  return shellServer(data, { requireToken: true });
}

describe('the designer’s remote functions and option lists', { timeout: 90_000 }, () => {
  it('are offered by the pickers, and the preview loads the function’s options', async () => {
    const user = userEvent.setup();
    renderShell('/formDesign?formId=11', { server: serverWithRemoteFunction() });
    await screen.findByRole('heading', { name: '客户登记' }, { timeout: 10_000 });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Fields' })).getByRole('button', {
        name: /^区域/,
      }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Function name' });
    await waitFor(() => expect(picker).toHaveTextContent('区域 (func_regions)'));
    await user.click(picker);
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['None', '区域 (func_regions)']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    await user.click(
      await within(preview).findByRole('combobox', { name: '区域' }, { timeout: 10_000 }),
    );
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['华北', '华南']);
  });
});
