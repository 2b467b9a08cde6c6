import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDesigner } from '../test-utils';
import { CodeViewDialog } from './CodeViewDialog';
import { editorText } from './editor-text';
import { sampleDefinition } from './test-fixtures';

describe('CodeViewDialog', () => {
  it('shows the React component, then the HTML page', async () => {
    renderDesigner(<CodeViewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    expect(screen.getByRole('tab', { name: 'React component' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const editor = await screen.findByRole('textbox', { name: 'Generated code' });
    expect(editorText(editor)).toContain("from '@org/form-renderer'");
    await userEvent.click(screen.getByRole('tab', { name: 'HTML page' }));
    await waitFor(() => expect(editorText(editor)).toContain('OrgFormRenderer.mount'));
    expect(editorText(editor)).toMatch(/^<!doctype html>/);
  });

  it('names the tabs in Chinese', () => {
    renderDesigner(<CodeViewDialog open onClose={() => undefined} />, { locale: 'zh-CN' });
    expect(screen.getByRole('tab', { name: 'React 组件' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'HTML 页面' })).toBeInTheDocument();
  });
});
