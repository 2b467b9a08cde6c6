import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleArtefact } from '../testing/artefacts-mock';
import { sampleData, shellServer } from '../testing/shell-server';

const grid = (name: string) => screen.findByRole('grid', { name });
/** The data rows of a grid (its first row holds the column headers). */
const rowsOf = async (name: string) =>
  within(await grid(name))
    .getAllByRole('row')
    .slice(1);
/** The row holding `text`, once the grid shows it. */
const rowWith = (gridName: string, text: string) =>
  waitFor(async () => {
    const row = (await rowsOf(gridName)).find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });

/** Twelve source files of application 1, src/file01.ts to src/file12.ts. */
const sources = () =>
  Array.from({ length: 12 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return sampleArtefact(
      800 + i,
      'SOURCE',
      { path: `src/file${n}.ts`, text: '' },
      { artefactCode: `file${n}`, artefactName: `文件 ${n}` },
    );
  });

beforeEach(() => localStorage.clear());

describe('the artefact pages', () => {
  it('creates a flow on a form, showing the server’s refusal under the form, to design it', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Workflow');
    await grid('Process forms');
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'vf');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '拜访审批');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('is required')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
      'content.formId: is required',
    );

    await user.click(within(dialog).getByRole('combobox', { name: 'Form' }));
    await user.click(await screen.findByRole('option', { name: /拜访记录/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowWith('Process forms', 'vf');
    expect(row).toHaveTextContent('拜访审批');
    // a new flow starts as initiator → approver → end
    expect(row).toHaveTextContent('拜访记录（visit） · 3 nodes');
    expect(within(row).getByRole('link', { name: 'Design 拜访审批' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flowDesign\/\d+$/),
    );
  }, 90_000);

  it('edits a task’s content: a wrong cron shows under its field until it is right', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const row = await rowWith('Task scheduling', 'nightly');
    expect(row).toHaveTextContent('0 8 * * 1-5');
    await user.click(within(row).getByRole('button', { name: 'Edit 工作日同步' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled task “工作日同步”' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    const cron = within(dialog).getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '0 8 * *');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'));
    expect(cron).toHaveAccessibleDescription(
      'must have 5 fields (minute hour day-of-month month day-of-week)',
    );

    await user.type(cron, ' 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await rowWith('Task scheduling', 'nightly')).toHaveTextContent('0 8 * * 1'),
    );
  });

  it('names every compile problem when a release is refused, and saves nothing', async () => {
    const user = userEvent.setup();
    const data = {
      ...sampleData(),
      compileProblems: [
        'The form "草稿" of the Flow "报销" is not published.',
        'Service orchestration "同步", steps[0].viewId: data view 9 does not exist',
      ],
    };
    renderShell('/app/1/CompileRelease', { server: shellServer(data) });
    await user.click(await screen.findByRole('button', { name: /^New / }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'r2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '第二版');
    await user.type(within(dialog).getByRole('textbox', { name: 'Version' }), '2.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Compile problem: The form "草稿" of the Flow "报销" is not published.; Compile problem: Service orchestration "同步", steps[0].viewId: data view 9 does not exist',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /第二版/ })).toBeNull();
  });

  it('deletes a source file after asking, and then says how to add one', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/SourceCode');
    const row = await rowWith('Source code', 'src/index.ts');
    await user.click(within(row).getByRole('button', { name: 'Delete 入口' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete “入口”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No source file yet.')).toBeInTheDocument();
  });

  it('switches an artefact off from its row after asking, and on at once', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/StatisticalAnalysis');
    const toggle = async () =>
      within(await rowWith('Statistics', 'by_level')).getByRole('switch', {
        name: 'Enable “按级别统计”',
      });
    expect(await toggle()).toBeChecked();
    await user.click(await toggle());
    const confirm = await screen.findByRole('dialog', { name: 'Confirm disabling' });
    expect(confirm).toHaveTextContent('Disable the statistic 按级别统计?');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(async () => expect(await toggle()).not.toBeChecked());
    await user.click(await toggle());
    await waitFor(async () => expect(await toggle()).toBeChecked());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages, searches and deletes the checked files in one go', async () => {
    const user = userEvent.setup();
    const data = { ...sampleData(), artefacts: sources() };
    renderShell('/app/1/SourceCode', { server: shellServer(data, { requireToken: true }) });
    await waitFor(async () => expect(await rowsOf('Source code')).toHaveLength(10));
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(async () =>
      expect((await rowsOf('Source code')).map((row) => row.textContent)).toEqual([
        expect.stringContaining('file11'),
        expect.stringContaining('file12'),
      ]),
    );

    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Code or name' }), 'file0');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 9')).toBeInTheDocument());
    const [first, second] = await rowsOf('Source code');
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete the 2 selected records?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Total 7')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.clear(within(search).getByRole('textbox', { name: 'Code or name' }));
    await user.type(within(search).getByRole('textbox', { name: 'Code or name' }), 'nothing');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument();
  });
});

describe('the service interfaces', () => {
  it('lists the API servers and the APIs of the one chosen', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/ServerApi');
    const show = await screen.findByRole('button', { name: 'APIs 平台认证服务' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    const apis = await rowsOf('APIs of “平台认证服务”');
    expect(apis[0]).toHaveTextContent(
      'dict.byCode按编码查询字典POST/ibsp-bg-auth/sysDict/v1/dictByCode',
    );
  });
});
