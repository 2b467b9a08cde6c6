import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { editorText } from './editor-text';
import { JsonViewDialog } from './JsonViewDialog';
import { sampleDefinition } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('JsonViewDialog', () => {
  it('shows the native JSON, and FormMaking JSON without the schema version', async () => {
    renderDesigner(<JsonViewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    const editor = await screen.findByRole('textbox', { name: 'Form definition JSON' });
    const native = JSON.parse(editorText(editor)) as Record<string, unknown>;
    expect(native).toHaveProperty('schemaVersion');
    expect(native).toMatchObject({ list: [{ model: 'name' }, { model: 'age' }] });
    await userEvent.click(screen.getByRole('radio', { name: 'FormMaking' }));
    await waitFor(() => expect(JSON.parse(editorText(editor))).not.toHaveProperty('schemaVersion'));
  });

  it("copies the JSON and says 'Copy Successed'", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { notices } = renderDesigner(<JsonViewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toHaveProperty('list');
    expect(notices).toEqual([{ type: 'success', message: 'Copy Successed' }]);
  });

  it('exports the JSON as a file', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:form';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderDesigner(<JsonViewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'form.json');
    expect(JSON.parse(await created[0]!.text())).toHaveProperty('schemaVersion');
    clicked.mockRestore();
  });
});
