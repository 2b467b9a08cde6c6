import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { invalid, sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other (see Artefacts.stories).
import { sampleArtefact, sampleArtefacts } from '../testing/artefacts-mock';
import { newFlowGraph } from './graph-edit';
import { givesJsdomWhatReactFlowNeeds } from './jsdom-react-flow.test-helpers';

givesJsdomWhatReactFlowNeeds();

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const heading = () =>
  screen.findByRole('heading', { name: 'Flow: 客户登记流程' }, { timeout: 60_000 });
const node = (name: string | RegExp) => screen.findByRole('group', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('the flow design page', () => {
  it('refuses to publish while the checks find errors, then publishes and withdraws', async () => {
    const user = userEvent.setup();
    renderShell('/flowDesign/701');
    await heading();
    expect(await node('Approver: 主管审批')).toHaveTextContent(
      'Department leader (1 up) · Any one',
    );
    expect(screen.getByText(/Form: 客户登记/)).toBeInTheDocument();

    await user.click(button('Add Join'));
    expect(await screen.findByText('Unsaved changes')).toBeVisible();
    await user.click(button('Publish'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The flow still has \d+ errors; solve them before publishing/,
    );
    expect(
      screen.getByText(/The join "Join" joins no parallel branches|"Join" cannot be reached/),
    ).toBeVisible();

    // undone back to the saved draft: nothing left to save
    await user.click(button('Undo'));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    await user.click(button('Publish'));
    expect(await screen.findByText('Published as version 2.')).toBeVisible();

    await user.click(button('Versions'));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “客户登记流程”' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Version 2Live/);
    expect(rows[2]).toHaveTextContent(/Version 1Superseded/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw version 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the version?' });
    expect(confirm).toHaveTextContent('Once version 2 is withdrawn the flow cannot be started');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent(/Withdrawn/),
    );
    expect(within(dialog).queryByRole('button', { name: /^Withdraw version/ })).toBeNull();
  }, 90_000);

  it('saves the draft, shows the server’s refusal of it, and asks before the tab closes', async () => {
    const user = userEvent.setup();
    const server = shellServer(sampleData(), { requireToken: true });
    let refuse = true;
    renderShell('/flowDesign/701', {
      server: (request) =>
        refuse && request.method === 'PUT' && request.path.endsWith('/artefact')
          ? invalid('body.content.graph.nodes[1].name', 'must not be empty')
          : server(request),
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: '有电话 · 电话 is not empty' }));
    const panel = screen.getByRole('region', { name: 'From “留了电话？” to “抄送销售”' });
    await user.type(within(panel).getByRole('textbox', { name: 'Name' }), '的');
    await user.click(button('Save draft'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The draft was not saved: Invalid request');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'content.graph.nodes[1].name: must not be empty',
    );
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(button('Close Flow: 客户登记流程'));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(ask).toHaveTextContent(
      'The flow “客户登记流程” has unsaved changes. Leave and lose them?',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = false;
    await user.click(button('Save draft'));
    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(
      await screen.findByRole('button', { name: '有电话的 · 电话 is not empty' }),
    ).toBeVisible();
  }, 90_000);

  it('chooses given approvers in the people picker and names them again when opened later', async () => {
    const user = userEvent.setup();
    const server = shellServer(sampleData(), { requireToken: true });
    const first = renderShell('/flowDesign/701', { server });
    await heading();
    (await node('Approver: 主管审批')).focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: 'Approver: 主管审批' });
    await user.click(within(panel).getByRole('combobox', { name: 'Approvers' }));
    await user.click(await screen.findByRole('option', { name: 'Given users' }));
    await user.click(within(panel).getByRole('button', { name: 'Choose Users' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose Users' });
    const row = (await within(picker).findByText('lisi')).closest('[role="row"]');
    await user.click(row!.querySelector('input[type="checkbox"]')!);
    await user.click(within(picker).getByRole('button', { name: 'Choose' }));
    expect(await within(panel).findByRole('button', { name: '李四' })).toBeVisible();
    expect(await node('Approver: 主管审批')).toHaveTextContent('Users: 李四 · Any one');
    await user.click(button('Save draft'));
    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    first.unmount();

    renderShell('/flowDesign/701', { server });
    await heading();
    expect(await node('Approver: 主管审批')).toHaveTextContent('Users: 李四 · Any one');
  }, 90_000);

  it('shows the server’s refusal to publish a flow whose form is not published', async () => {
    const user = userEvent.setup();
    const data = {
      ...sampleData(),
      artefacts: [
        ...sampleArtefacts(),
        sampleArtefact(
          720,
          'WORKFLOW',
          { formId: 12, graph: newFlowGraph((kind) => kind) },
          { artefactCode: 'visit_flow', artefactName: '拜访流程' },
        ),
      ],
    };
    renderShell('/flowDesign/720', { server: shellServer(data, { requireToken: true }) });
    expect(
      await screen.findByRole('heading', { name: 'Flow: 拜访流程' }, { timeout: 60_000 }),
    ).toBeVisible();
    expect(
      await screen.findByText('The form is unpublished: its fields are its latest version’s.'),
    ).toBeVisible();
    await user.click(button('Publish'));
    expect(
      await screen.findByText(
        'Publishing was refused: The form 拜访记录 has no published version: publish the form first.',
      ),
    ).toBeVisible();
  }, 90_000);

  it('exports the draft as BPMN and imports a file in its place, as a step that is undone', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:flow';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderShell('/flowDesign/701');
    await heading();
    await user.click(button('Export BPMN'));
    await waitFor(() => expect(names).toEqual(['customer_flow.bpmn']));
    const xml = await blobs[0]!.text();
    expect(xml).toContain('<bpmn:userTask id="manager" name="主管审批"');

    const picker = screen.getByTestId('bpmn-file');
    const file = new File([xml.replaceAll('主管审批', '经理审批')], 'flow.bpmn', {
      type: 'text/xml',
    });
    await user.upload(picker, file);
    expect(await node('Approver: 经理审批')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“客户登记流程” was imported and replaces the flow on the canvas (undo brings it back).',
    );
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(button('Undo'));
    expect(await node('Approver: 主管审批')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    await user.upload(picker, new File(['not xml'], 'notes.bpmn', { type: 'text/xml' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('The file was not imported; the canvas is unchanged.');
    expect(within(refused).getByRole('listitem')).toHaveTextContent(
      /^The file is not BPMN 2.0 XML/,
    );
    expect(await node('Approver: 主管审批')).toBeInTheDocument();
  }, 90_000);
});
