import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
import { sampleTemplate } from '../testing/templates-mock';

const location = () => screen.getByTestId('location').textContent;
/** The data rows of the templates grid (its first row holds the column headers). */
const rows = () =>
  within(screen.getByRole('grid', { name: 'Templates' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => localStorage.clear());

describe('form templates', () => {
  it('saves a form as a template from Pages, keeping a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell('/app/1/Pages', { server: shellServer(data, { requireToken: true }) });
    await user.click(await screen.findByRole('button', { name: 'Save as template: “客户登记”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(dialog).toHaveTextContent('latest version of the form “客户登记” (version 3)');
    const name = within(dialog).getByLabelText(/Template name/);
    expect(name).toHaveValue('客户登记');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a template name')).toBeVisible();

    await user.type(name, '客户模板');
    await user.type(within(dialog).getByLabelText('Category'), '客户');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.templates?.[0]).toMatchObject({
      appId: 1,
      templateName: '客户模板',
      category: '客户',
      sourceFormId: 11,
      widgetCount: 3,
    });
  }, 60_000); // the first test loads the pages' modules

  it('lists the templates, previews one and starts a new form from it', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell('/app/1/tempManage', { server: shellServer(data, { requireToken: true }) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('客户登记模板');
    expect(rows()[0]).toHaveTextContent('客户登记'); // the form it was saved from
    expect(rows()[1]).toHaveTextContent('通用请假单 · shared');

    await user.click(screen.getByRole('button', { name: 'Preview 通用请假单' }));
    const preview = await screen.findByRole('dialog', { name: 'Template “通用请假单”' });
    expect(await within(preview).findByText('事由')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'New form from this template' }));

    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    // the choice shows the template's name once the application's templates are listed
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Start from' })).toHaveTextContent(
        '通用请假单 · 人事',
      ),
    );
    await user.type(within(dialog).getByLabelText(/Form code/), 'leave');
    await user.type(within(dialog).getByLabelText(/Form name/), '请假');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toMatch(/^\/formDesign\?formId=\d+$/));
    const created = data.forms.find((form) => form.formCode === 'leave');
    const version = data.versions?.find((row) => row.formId === created?.id);
    expect((version?.definition.list as { name: string }[]).map((widget) => widget.name)).toEqual([
      '请假人',
      '开始日期',
      '结束日期',
      '事由',
    ]);
  });

  it('offers the templates or a blank form in the new-form dialog of Pages', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell('/app/1/Pages', { server: shellServer(data, { requireToken: true }) });
    await user.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    const choice = within(dialog).getByRole('combobox', { name: 'Start from' });
    expect(choice).toHaveTextContent('Blank form');
    await user.click(choice);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Blank form',
        '客户登记模板 · 客户',
        '通用请假单 · 人事',
      ]),
    );
    await user.click(screen.getByRole('option', { name: '客户登记模板 · 客户' }));
    await user.type(within(dialog).getByLabelText(/Form code/), 'lead');
    await user.type(within(dialog).getByLabelText(/Form name/), '线索');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toMatch(/^\/formDesign/));
    const created = data.forms.find((form) => form.formCode === 'lead');
    const version = data.versions?.find((row) => row.formId === created?.id);
    expect(version?.definition.list).toHaveLength(2);
  });

  it('renames a template and deletes one after asking', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/tempManage', {
      server: shellServer(sampleData(), { requireToken: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit 客户登记模板' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const name = within(dialog).getByLabelText(/Template name/);
    await user.clear(name);
    await user.type(name, '客户信息模板');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('客户信息模板'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete 通用请假单' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(confirm).toHaveTextContent('Delete the template “通用请假单”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('pages, searches and deletes the checked templates after one question', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    data.templates = Array.from({ length: 12 }, (_, i) =>
      sampleTemplate({
        id: 100 + i,
        templateName: `模板 ${String(i + 1).padStart(2, '0')}`,
        category: i < 3 ? '财务' : '客户',
      }),
    );
    renderShell('/app/1/tempManage', { server: shellServer(data, { requireToken: true }) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('模板 11');

    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Category' }), '财务');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 3')).toBeInTheDocument());
    await user.click(within(rows()[0]!).getByRole('checkbox'));
    await user.click(within(rows()[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(confirm).toHaveTextContent(
      'Delete the 2 selected templates? Forms made from them are not affected.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Total 1')).toBeInTheDocument());
    expect(data.templates.map((row) => row.templateName)).not.toContain('模板 01');
    expect(data.templates).toHaveLength(10);
  });
});
