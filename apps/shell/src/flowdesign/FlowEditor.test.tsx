import { createI18n } from '@org/app-kit';
import type { FlowField, FlowGraph } from '@org/flow-model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../messages';
import { FlowEditor } from './FlowEditor';
import { createNode, newFlowGraph } from './graph-edit';
import { givesJsdomWhatReactFlowNeeds } from './jsdom-react-flow.test-helpers';

givesJsdomWhatReactFlowNeeds();

const i18n = createI18n(shellMessages, 'en-US');

const FIELDS: FlowField[] = [
  { model: 'amount', label: '金额', type: 'number' },
  { model: 'reason', label: '事由', type: 'text' },
];
const CHOICES = {
  roles: [{ value: 'hr', label: '人事' }],
  users: [{ value: 2, label: '张三' }],
  departments: [{ value: 32, label: '销售部' }],
};

let counter = 0;
const simple = () =>
  newFlowGraph(
    (kind) => ({ start: '发起人', approval: '经理', end: '结束' })[kind as 'start'] ?? kind,
    () => `n${(counter += 1)}`,
  );

/** start → 金额判断 → (大额 → 财务 → 结束 | 小额 → 结束), branches without conditions. */
function branching(): FlowGraph {
  const at = { x: 0, y: 0 };
  return {
    nodes: [
      createNode('start', 's', '发起人', at),
      createNode('condition', 'c', '金额判断', { x: 0, y: 120 }),
      createNode('approval', 'a', '财务', { x: -200, y: 240 }),
      createNode('end', 'e', '结束', { x: 0, y: 400 }),
    ],
    edges: [
      { id: 'e1', source: 's', target: 'c' },
      { id: 'big', source: 'c', target: 'a', name: '大额' },
      { id: 'small', source: 'c', target: 'e', name: '小额' },
      { id: 'e4', source: 'a', target: 'e' },
    ],
  };
}

/** The editor over a state of its own, with the graph shown for assertions. */
function Editor({ initial }: { initial: FlowGraph }) {
  const [graph, setGraph] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <FlowEditor graph={graph} onChange={setGraph} fields={FIELDS} choices={CHOICES} />
      <output aria-label="Graph">{JSON.stringify(graph)}</output>
    </I18nextProvider>
  );
}

const stored = (): FlowGraph =>
  JSON.parse(screen.getByRole('status', { name: 'Graph' }).textContent ?? '{}') as FlowGraph;
const node = (name: string | RegExp) => screen.findByRole('group', { name });
const problems = () => screen.getByRole('region', { name: /^Problems/ });

describe('the flow editor', () => {
  it('adds a node from the palette, shows its refusal, and undoes and redoes it', async () => {
    const user = userEvent.setup();
    render(<Editor initial={simple()} />);
    expect(await node('Approver: 经理')).toBeInTheDocument();
    expect(within(problems()).getByText('No problems: the flow can be published.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add CC' }));
    expect(await node('CC: CC (has problems)')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'CC: CC' });
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '抄送财务');
    expect(await node('CC: 抄送财务 (has problems)')).toBeInTheDocument();
    expect(
      within(problems()).getByText('"抄送财务" cannot be reached from the start.'),
    ).toBeVisible();
    expect(stored().nodes).toHaveLength(4);

    // the name typed is one step with the rename's clearing: two undos remove the node
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await node('CC: CC (has problems)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored().nodes).toHaveLength(3));
    expect(screen.queryByRole('group', { name: /^CC:/ })).toBeNull();
    expect(within(problems()).getByText('No problems: the flow can be published.')).toBeVisible();

    await user.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(stored().nodes).toHaveLength(4));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(await node('CC: 抄送财务 (has problems)')).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(await node('CC: CC (has problems)')).toBeInTheDocument();
  });

  it('connects the selected node to another, and deletes it with its edges', async () => {
    const user = userEvent.setup();
    render(<Editor initial={simple()} />);
    await user.click(screen.getByRole('button', { name: 'Add Approver' }));
    const panel = screen.getByRole('region', { name: 'Approver: Approver' });
    await user.click(within(panel).getByRole('combobox', { name: 'Connect to' }));
    await user.click(await screen.findByRole('option', { name: 'End: 结束' }));
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    const added = stored().nodes.at(-1)!;
    const end = stored().nodes.find((n) => n.kind === 'end')!;
    expect(stored().edges.at(-1)).toMatchObject({ source: added.id, target: end.id });
    expect(
      within(problems()).getByText('"Approver" cannot be reached from the start.'),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Delete the node' }));
    await waitFor(() => expect(stored().nodes).toHaveLength(3));
    expect(stored().edges).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Properties' })).toHaveTextContent(
      'Select a node or an edge to set it up here.',
    );
  });

  it('deletes the selected node with the Delete key', async () => {
    const user = userEvent.setup();
    render(<Editor initial={simple()} />);
    // keyboard users select a node with Enter, as React Flow offers
    (await node('Approver: 经理')).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Approver: 经理' })).toBeInTheDocument();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(stored().nodes.map((n) => n.kind)).toEqual(['start', 'end']));
    expect(stored().edges).toEqual([]);
    expect(
      within(problems()).getByText('"发起人" leads nowhere: connect it to the next node.'),
    ).toBeVisible();
  });

  it('sets a branch as the default and gives the other a condition', async () => {
    const user = userEvent.setup();
    render(<Editor initial={branching()} />);
    const list = within(problems());
    expect(
      await list.findByText(
        'The condition node "金额判断" has no default branch (taken when no condition holds).',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: '小额 · No condition' }));
    const small = screen.getByRole('region', { name: 'From “金额判断” to “结束”' });
    await user.click(within(small).getByRole('switch', { name: 'Default branch' }));
    expect(await screen.findByRole('button', { name: '小额 · Default' })).toBeInTheDocument();
    expect(list.queryByText(/has no default branch/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '大额 · No condition' }));
    const big = screen.getByRole('region', { name: 'From “金额判断” to “财务”' });
    await user.click(within(big).getByRole('button', { name: 'Field test' }));
    await user.click(within(big).getByRole('combobox', { name: 'Comparison' }));
    await user.click(await screen.findByRole('option', { name: 'is more than' }));
    await user.type(within(big).getByRole('spinbutton', { name: 'Value' }), '1000');
    expect(
      await screen.findByRole('button', { name: '大额 · 金额 is more than 1000' }),
    ).toBeInTheDocument();
    expect(list.getByText('No problems: the flow can be published.')).toBeVisible();
    expect(stored().edges.find((e) => e.id === 'big')?.condition).toEqual({
      kind: 'all',
      items: [{ kind: 'field', field: 'amount', type: 'number', op: 'gt', value: 1000 }],
    });

    // the value typed is one step
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('button', { name: '大额 · 金额 is more than' }),
    ).toBeInTheDocument();
    expect(list.getByText(/compares "amount" with a number/)).toBeVisible();
  });

  it('tidies the layout top to bottom by the edges, as a step that is undone', async () => {
    const user = userEvent.setup();
    const drawn = branching();
    const piled = {
      ...drawn,
      nodes: drawn.nodes.map((each) => ({ ...each, position: { x: 0, y: 0 } })),
    };
    render(<Editor initial={piled} />);
    await node(/^Condition: 金额判断/);
    await user.click(screen.getByRole('button', { name: 'Tidy layout' }));
    const y = (id: string) => stored().nodes.find((each) => each.id === id)?.position.y ?? 0;
    await waitFor(() => expect(y('c')).toBeGreaterThan(y('s')));
    expect(y('a')).toBeGreaterThan(y('c'));
    expect(y('e')).toBeGreaterThan(y('a'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored().nodes.every((each) => each.position.y === 0)).toBe(true));
  });

  it('selects what a problem names, and sets who approves and which fields they see', async () => {
    const user = userEvent.setup();
    const graph = simple();
    const approval = graph.nodes[1]!;
    const lonely = { ...approval, id: 'lonely', name: '孤立' };
    render(<Editor initial={{ ...graph, nodes: [...graph.nodes, lonely] }} />);
    await user.click(
      await within(problems()).findByRole('button', { name: /"孤立" cannot be reached/ }),
    );
    const panel = screen.getByRole('region', { name: 'Approver: 孤立' });

    await user.click(within(panel).getByRole('combobox', { name: 'Approvers' }));
    await user.click(await screen.findByRole('option', { name: 'A role' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: '人事' }));
    await user.click(within(panel).getByRole('radio', { name: 'Every approver (会签)' }));
    expect(await node('Approver: 孤立 (has problems)')).toHaveTextContent('Role: 人事 · Everyone');

    await user.click(within(panel).getByRole('radio', { name: '金额: Hidden' }));
    expect(stored().nodes.find((n) => n.id === 'lonely')).toMatchObject({
      approvers: { type: 'role', roleCode: 'hr' },
      mode: 'all',
      fields: { amount: 'hidden' },
    });
    await user.click(within(panel).getByRole('radio', { name: '金额: Read' }));
    expect(stored().nodes.find((n) => n.id === 'lonely')).not.toHaveProperty('fields');
  });
});
