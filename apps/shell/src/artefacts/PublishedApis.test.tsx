import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RenderShellOptions, renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { withPublications } from '../testing/artefacts-mock';

type User = ReturnType<typeof userEvent.setup>;

/** The data rows of a grid (its first row holds the column headers). */
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
/** The row of grid `name` holding `text`, once the grid shows it. */
const rowWith = (name: string, text: string) =>
  waitFor(async () => {
    const grid = await screen.findByRole('grid', { name });
    const row = rowsOf(grid).find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });
const orchestration = (text: string) => rowWith('Service orchestration', text);
const PUBLISHED = 'APIs this application published';

/** The shell over the samples with publications, and the paths of the calls it was sent. */
function render(path: string, user?: RenderShellOptions['user']) {
  const server = shellServer(withPublications(sampleData()), { requireToken: true });
  const calls: string[] = [];
  const counting: MockHandler = (request) => {
    if (request.path.startsWith(routeUrl(API.orchestrations.call).replace(':apiCode', ''))) {
      calls.push(request.path);
    }
    return server(request);
  };
  renderShell(path, { server: counting, ...(user ? { user } : {}) });
  return calls;
}

/** Opens the try-it dialog of API `code` from its row of the published list. */
async function tryApi(user: User, code: string) {
  await user.click(
    within(await rowWith(PUBLISHED, code)).getByRole('button', { name: `Try it ${code}` }),
  );
  return screen.findByRole('dialog', { name: `Try the API “${code}”` });
}

beforeEach(() => localStorage.clear());

describe('publishing orchestrations', () => {
  it('publishes from the row, says as which API and version, and takes one offline', async () => {
    const user = userEvent.setup();
    render('/app/1/ServiceOrchestration');
    expect(await orchestration('draft')).toHaveTextContent('Not published');
    expect(await orchestration('old_report')).toHaveTextContent('Offline · v3');

    await user.click(
      within(await orchestration('draft')).getByRole('button', { name: 'Publish 草稿编排' }),
    );
    expect(
      await screen.findByText('Published as the API crm.draft (version 1)'),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await orchestration('draft')).toHaveTextContent('Published · v1'),
    );

    // publishing again is the next version
    const sync = await orchestration('sync_customers');
    expect(sync).toHaveTextContent('Published · v1');
    await user.click(within(sync).getByRole('button', { name: 'Publish 同步客户' }));
    expect(
      await screen.findByText('Published as the API crm.sync_customers (version 2)'),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await orchestration('sync_customers')).toHaveTextContent('Published · v2'),
    );

    await user.click(
      within(await orchestration('sync_customers')).getByRole('button', {
        name: 'Take offline 同步客户',
      }),
    );
    expect(
      await screen.findByText('The API crm.sync_customers was taken offline'),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await orchestration('sync_customers')).toHaveTextContent('Offline · v2'),
    );
    expect(
      within(await orchestration('sync_customers')).queryByRole('button', {
        name: 'Take offline 同步客户',
      }),
    ).toBeNull();
  });

  it('test-runs the saved orchestration from its row', async () => {
    const user = userEvent.setup();
    render('/app/1/ServiceOrchestration');
    await user.click(
      within(await orchestration('sync_customers')).getByRole('button', {
        name: 'Test run 同步客户',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Test run of “同步客户”' });
    const panel = within(dialog).getByRole('region', { name: 'Test run' });
    expect(panel).toHaveTextContent('Runs the saved orchestration with the input below.');
    const run = within(panel).getByRole('button', { name: 'Run' });
    const city = within(panel).getByRole('textbox', { name: 'city' });
    expect(city).toBeRequired();

    await user.click(run);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('is required');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The input did not pass the checks and nothing ran',
    );

    await user.type(city, '杭州');
    await user.click(run);
    const result = await within(panel).findByRole('list', { name: 'Result' });
    expect(within(result).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('region', { name: 'Final output' })).toHaveTextContent(
      '"status": 200',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no publishing or test run without the edit code', async () => {
    render('/app/1/ServiceOrchestration', {
      isAdmin: false,
      menu: ['viewer'],
      roleList: [],
      resources: [{ resourceCode: 'system:appConfig', resourceType: 'MENU' }],
    });
    const sync = await orchestration('sync_customers');
    expect(sync).toHaveTextContent('Published · v1');
    expect(within(sync).queryByRole('button', { name: 'Publish 同步客户' })).toBeNull();
    expect(within(sync).queryByRole('button', { name: 'Test run 同步客户' })).toBeNull();
  });
});

describe('the published APIs', () => {
  it('lists them by code with inputs, version, state, publisher and path, and searches them', async () => {
    const user = userEvent.setup();
    render('/app/1/ServerApi');
    await rowWith(PUBLISHED, 'crm.sync_customers');
    const grid = screen.getByRole('grid', { name: PUBLISHED });
    const rows = rowsOf(grid);
    expect(rows.map((row) => row.textContent?.match(/^crm\.\w+/)?.[0])).toEqual([
      'crm.check_customer',
      'crm.customer_report',
      'crm.old_report',
      'crm.sync_customers',
    ]);
    expect(rows[1]).toHaveTextContent(
      /^crm\.customer_report客户报表.*2Published.*超级管理员\/form-service\/orchestration\/v1\/api\/crm\.customer_report/,
    );
    expect(rows[2]).toHaveTextContent(/^crm\.old_report旧报表.*3Offline.*张三/);
    // what a caller gives: each input with its type, required ones marked
    expect(rows[0]).toHaveTextContent(/^crm\.check_customer.*id: Number \*/);

    await user.type(screen.getByRole('textbox', { name: 'API code or name' }), 'report');
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(2));
  });

  it('is shown with the view code alone, without the catalogue’s codes', async () => {
    render('/app/1/ServerApi', {
      isAdmin: false,
      menu: ['viewer'],
      roleList: [],
      resources: [{ resourceCode: 'system:appConfig', resourceType: 'MENU' }],
    });
    expect(await rowWith(PUBLISHED, 'crm.customer_report')).toBeInTheDocument();
    expect(screen.getByText(/You may not see the service interfaces/)).toBeInTheDocument();
  });

  it('tries one: a required input left out, then the output and the time', async () => {
    const user = userEvent.setup();
    const calls = render('/app/1/ServerApi');
    const dialog = await tryApi(user, 'crm.customer_report');
    const city = within(dialog).getByRole('textbox', { name: 'city' });
    expect(city).toBeRequired();
    const call = within(dialog).getByRole('button', { name: 'Call' });

    await user.click(call);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('The required input "city" is missing.');
    expect(within(dialog).getByRole('region', { name: 'Answer' })).toHaveTextContent(
      'The input did not pass the checks: city: The required input "city" is missing.',
    );

    await user.type(city, '杭州');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'days' }), '7');
    await user.click(within(dialog).getByRole('switch', { name: 'withVisits' }));
    const filter = within(dialog).getByRole('textbox', { name: 'filter' });
    await user.click(filter);
    await user.paste('{"level": "A"}');
    await user.click(call);
    const answer = await within(dialog).findByRole('region', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveTextContent('Succeeded · 15 ms'));
    expect(within(answer).getByRole('region', { name: 'Output' })).toHaveTextContent(
      '"script": true',
    );
    expect(city).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toEqual([
      '/form-service/orchestration/v1/api/crm.customer_report',
      '/form-service/orchestration/v1/api/crm.customer_report',
    ]);

    // how another team calls it
    const gateway = within(dialog).getByRole('region', {
      name: 'How an external application calls it',
    });
    expect(gateway).toHaveTextContent('POST /open-api/crm.customer_report');
    for (const header of ['x-app-key', 'x-timestamp', 'x-nonce', 'x-signature']) {
      expect(gateway).toHaveTextContent(header);
    }
    expect(within(gateway).getByRole('region', { name: /^The text signed/ }).textContent).toBe(
      'POST\n/open-api/crm.customer_report\n<x-timestamp>\n<x-nonce>\n<SHA-256 of the body’s bytes as sent, lower-case hex>',
    );
  });

  it('marks an object that is not JSON and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = render('/app/1/ServerApi');
    const dialog = await tryApi(user, 'crm.customer_report');
    await user.type(within(dialog).getByRole('textbox', { name: 'city' }), '杭州');
    const filter = within(dialog).getByRole('textbox', { name: 'filter' });
    await user.click(filter);
    await user.paste('{"level": A}');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(filter).toHaveAttribute('aria-invalid', 'true'));
    expect(filter).toHaveAccessibleDescription(/^This is not valid JSON/);
    expect(within(dialog).queryByRole('region', { name: 'Answer' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('names the step a failed run stopped at, and shows an offline API’s refusal', async () => {
    const user = userEvent.setup();
    render('/app/1/ServerApi');
    let dialog = await tryApi(user, 'crm.check_customer');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'id' }), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    const failed = await within(dialog).findByRole('region', { name: 'Answer' });
    await waitFor(() =>
      expect(within(failed).getByRole('alert')).toHaveTextContent(
        'The orchestration failed: The step "核对" failed: Error: 客户不存在Failed step: check',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await tryApi(user, 'crm.old_report');
    expect(within(dialog).getByText(/This API was taken offline/)).toBeInTheDocument();
    expect(within(dialog).getByText('This API has no inputs.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    const refused = await within(dialog).findByRole('region', { name: 'Answer' });
    await waitFor(() =>
      expect(refused).toHaveTextContent(
        'The orchestration "crm.old_report" is not published, or was taken offline.',
      ),
    );
  });
});
