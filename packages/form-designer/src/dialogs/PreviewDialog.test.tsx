import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { designerActions } from '../store/designer-slice';
import { createDesignerStore } from '../store/designer-store';
import { renderDesigner } from '../test-utils';
import { PreviewDialog } from './PreviewDialog';
import { sampleDefinition } from './test-fixtures';
import './test-setup';

describe('PreviewDialog', { timeout: 30_000 }, () => {
  it('renders the form and shows the validated data as JSON', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    await userEvent.type(await within(dialog).findByLabelText(/Name/), 'Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get data' }));
    const data = await within(dialog).findByRole('region', { name: 'Form data' });
    expect(JSON.parse(data.textContent ?? '')).toMatchObject({ name: 'Ada' });
  });

  it('shows the validation failure as the renderer reports it', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    await screen.findByLabelText(/Name/);
    await userEvent.click(screen.getByRole('button', { name: 'Get data' }));
    const alert = await screen.findByText(/Form data validation failed/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('name: Name is required');
  });

  it('resets the data and switches editing off and on', async () => {
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, {
      definition: sampleDefinition(),
    });
    const input = await screen.findByLabelText(/Name/);
    await userEvent.type(input, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Disable edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Enable edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
  });

  it('previews on the platform chosen in the designer', async () => {
    const store = createDesignerStore(sampleDefinition());
    store.dispatch(designerActions.platformChanged('mobile'));
    renderDesigner(<PreviewDialog open onClose={() => undefined} />, { store });
    await screen.findByLabelText(/Name/);
    expect(document.querySelector('[data-platform="mobile"]')).not.toBeNull();
  });
});
