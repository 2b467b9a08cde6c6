import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCRIPT_SYNTAX_ERROR } from '../testing/orchestrations-mock';
import { renderShell } from '../testing/renderShell';

type User = ReturnType<typeof userEvent.setup>;

/** The row of the orchestration list holding `text`, once the list shows it. */
const orchestrationRow = (text: string) =>
  waitFor(async () => {
    const grid = await screen.findByRole('grid', { name: 'Service orchestration' });
    const row = within(grid)
      .getAllByRole('row')
      .slice(1)
      .find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });

/** Opens the sample orchestration 同步客户 (view → script → API, one input) in its dialog. */
async function openSample(user: User) {
  renderShell('/app/1/ServiceOrchestration');
  const row = await orchestrationRow('sync_customers');
  expect(row).toHaveTextContent('Steps (3): Data view → Script → API');
  await user.click(within(row).getByRole('button', { name: 'Edit 同步客户' }));
  return screen.findByRole('dialog', { name: 'Edit orchestration “同步客户”' });
}

/** Adds a script step named `name` with `script` at the end of the steps; answers its item. */
async function addScriptStep(user: User, dialog: HTMLElement, name: string, script: string) {
  await user.click(within(dialog).getByRole('button', { name: 'Add a step' }));
  const steps = within(dialog).getByRole('list', { name: 'Steps' });
  const item = within(steps).getAllByRole('listitem').at(-1)!;
  await user.type(within(item).getByRole('textbox', { name: 'Step name' }), name);
  await user.click(within(item).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'Script' }));
  const field = within(item).getByRole('textbox', { name: 'Script' });
  await user.click(field);
  await user.paste(script);
  return item;
}

beforeEach(() => localStorage.clear());

describe('the orchestration editor', () => {
  it('adds a script step and test-runs the content as edited, step by step', async () => {
    const user = userEvent.setup();
    const dialog = await openSample(user);
    const item = await addScriptStep(user, dialog, '结果', 'return steps.push.status;');
    expect(within(item).getByRole('textbox', { name: 'Key' })).toHaveAttribute(
      'placeholder',
      'step4',
    );
    const names = within(dialog).getByRole('region', { name: 'Names a step can use' });
    expect(names).toHaveTextContent('input.city');
    expect(names).toHaveTextContent('steps.push — the output of “推送”, from step 4 on');

    const panel = within(dialog).getByRole('region', { name: 'Test run' });
    await user.type(within(panel).getByRole('textbox', { name: 'city' }), '杭州');
    await user.click(within(panel).getByRole('button', { name: 'Run' }));
    const result = await within(panel).findByRole('list', { name: 'Result' });
    const traces = within(result).getAllByRole('listitem');
    expect(traces.map((trace) => trace.textContent)).toEqual([
      expect.stringMatching(/^Step 1: 读客户Data view · customersSucceeded12 ms/),
      expect.stringMatching(/^Step 2: 整理数据Script · payloadSucceeded3 ms/),
      expect.stringMatching(/^Step 3: 推送API · pushSucceeded40 ms/),
      expect.stringMatching(/^Step 4: 结果Script · step4Succeeded3 ms/),
    ]);

    await user.click(within(result).getByRole('button', { name: /^Step 1: 读客户/ }));
    expect(
      await within(result).findByRole('region', { name: 'Input of step 1' }),
    ).toHaveTextContent('"city": "杭州"');
    expect(within(result).getByRole('region', { name: 'Output of step 1' })).toHaveTextContent(
      '"rows": 3',
    );
    expect(within(panel).getByRole('region', { name: 'Final output' })).toHaveTextContent(
      '"script": true',
    );
  });

  it('puts a refused test run’s errors under the script and the input', async () => {
    const user = userEvent.setup();
    const dialog = await openSample(user);
    const panel = within(dialog).getByRole('region', { name: 'Test run' });
    const run = within(panel).getByRole('button', { name: 'Run' });

    // a required input left out
    await user.click(run);
    const city = within(panel).getByRole('textbox', { name: 'city' });
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('is required');

    await user.type(city, '杭州');
    const item = await addScriptStep(user, dialog, '坏脚本', 'return 1 + ; // syntax error');
    await user.click(run);
    const script = within(item).getByRole('textbox', { name: 'Script' });
    await waitFor(() => expect(script).toHaveAttribute('aria-invalid', 'true'));
    expect(script).toHaveAccessibleDescription(SCRIPT_SYNTAX_ERROR);
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The content did not pass the checks and did not run',
    );
    expect(within(panel).queryByRole('list', { name: 'Result' })).toBeNull();

    // a save is refused the same way, under the same field
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
        `content.steps[3].script: ${SCRIPT_SYNTAX_ERROR}`,
      ),
    );
    expect(script).toHaveAccessibleDescription(SCRIPT_SYNTAX_ERROR);
  });
});
