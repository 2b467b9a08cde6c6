import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { READ_ONLY_USER } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import { sampleResource } from '../testing/fixtures';
import { type MemorySource, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';
import { ResourceTreePage } from './ResourceTreePage';
import type { ResourceEditorProps } from './use-resource-actions';

const store = (options: Parameters<typeof memorySource>[1] = {}) =>
  memorySource(
    { resources: sampleResources(), grants: {}, users: [], holders: {} },
    { delay: 50, ...options },
  );

/**
 * The app's part of the page, as small as a story needs: the kinds the page offers, a name
 * and a code, saved into the story's memory.
 */
function StoryEditor({
  store,
  editing,
  onSaved,
  onClose,
}: ResourceEditorProps & { store: MemorySource }) {
  const record = editing.kind === 'edit' ? editing.record : null;
  const [type, setType] = useState(record?.resourceType ?? editing.types[0] ?? 'MENU');
  const [name, setName] = useState(record?.resourceName ?? '');
  const [code, setCode] = useState(record?.resourceCode ?? '');
  const save = async () => {
    const id = record?.id ?? Math.max(0, ...store.memory.resources.map((row) => row.id)) + 1;
    await store.saveResource({
      ...(record ?? sampleResource(id, editing.parent?.id ?? null, type, code, name)),
      ...(editing.kind === 'create' ? { sort: editing.sort } : {}),
      resourceType: type,
      resourceName: name,
      resourceCode: code,
    });
    onSaved();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="story-editor">
      <DialogTitle id="story-editor">{record ? '修改资源' : '新增资源'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <RadioGroup
          row
          aria-label="类型"
          value={type}
          onChange={(event) => setType(event.target.value as typeof type)}
        >
          {editing.types.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={kind} />
          ))}
        </RadioGroup>
        <TextField
          label="资源名称"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="资源编码"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={() => void save()}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Page({ store, title = '资源管理' }: { store: MemorySource; title?: string }) {
  return (
    <ResourceTreePage
      title={title}
      source={store.source}
      renderEditor={(props) => <StoryEditor store={store} {...props} />}
    />
  );
}

const rowCodes = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="resourceCode"]')?.textContent);

const meta: Meta<typeof ResourceTreePage> = {
  title: 'App kit/Roles and resources/Resource tree page',
  component: ResourceTreePage,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ResourceTreePage>;

/** The tree beside the list; choosing a node lists what is below it, with their actions. */
export const Browse: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <Page store={store()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowCodes(canvas)).toEqual(['system', 'biz', 'storage:manage']));
    const tree = within(canvas.getByRole('tree', { name: '资源树' }));
    await userEvent.click(tree.getByText('用户管理'));
    await waitFor(() => expect(rowCodes(canvas)).toEqual(['system:user:add', 'system:user:edit']));
    await expect(
      canvas.getByRole('button', { name: '启用 修改 (system:user:edit)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^新增下级 新增/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '新增下级' })).toBeVisible();
  },
};

const adding = store();

/** Adding below a directory offers what a directory holds; the new resource shows below it. */
export const AddChild: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <Page store={adding} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '新增下级 业务中心 (biz)' }));
    const dialog = within(await body.findByRole('dialog', { name: '新增资源' }));
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'DIR',
      'MENU',
      'PAGE',
      'API',
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'MENU' }));
    await userEvent.type(dialog.getByLabelText('资源名称'), '客户');
    await userEvent.type(dialog.getByLabelText('资源编码'), 'biz:customer');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvas.getByRole('tree')).getByText('业务中心'));
    await waitFor(() => expect(rowCodes(canvas)).toEqual(['biz:order', 'biz:customer']));
    await expect(adding.memory.resources.at(-1)).toMatchObject({ parentId: 10, sort: 20 });
  },
};

/** Moving a menu down among its siblings, then under another directory. */
export const SortAndMove: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <Page store={store()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvas.getByRole('tree')).findByText('系统管理'));
    await userEvent.click(
      await canvas.findByRole('button', { name: '下移 用户管理 (system:user)' }),
    );
    await waitFor(() =>
      expect(rowCodes(canvas)).toEqual(['system:role', 'system:user', 'system:org']),
    );
    await userEvent.click(canvas.getByRole('button', { name: '移动 用户管理 (system:user)' }));
    const dialog = within(await body.findByRole('dialog', { name: '移动“用户管理”' }));
    await userEvent.click(dialog.getByText('业务中心 · 目录'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rowCodes(canvas)).toEqual(['system:role', 'system:org']));
  },
};

/** A refused delete says the server's reason; the confirmation named the resource. */
export const DeleteRefused: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <Page
        store={store({
          refuse: {
            removeResources: '"system" still has resources below it; delete or move them first.',
          },
        })}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '删除 系统管理 (system)' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('确定删除“系统管理 (system)”吗？')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(body.getByText(/still has resources below it/)).toBeVisible());
    await waitFor(() => expect(body.queryByText(/still has resources below it/)).toBeNull(), {
      timeout: 9000,
    });
  },
};

/** A user without the resource codes sees the tree and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame signedIn user={READ_ONLY_USER} messages={rbacMessages} language="en-US">
      <Page store={store()} title="Resources" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('storage:manage')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** Where the page's route does not already need the view code, a user without it is told so. */
export const NoAccess: Story = {
  render: () => (
    <StoryFrame signedIn user={READ_ONLY_USER} messages={rbacMessages} language="en-US">
      <Page store={store({ codes: { viewResources: 'system:resource' } })} title="Resources" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You may not view resources (system:resource).'),
    ).toBeVisible();
  },
};
