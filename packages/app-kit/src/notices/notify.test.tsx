import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, renderWithKit } from '../testing/render';
import { notify, showError } from './notify';

describe('notify', () => {
  it('keeps notices asked for before the notice host has loaded, and shows them once it is in', async () => {
    renderWithKit(<Route path="/" element={<p>page</p>} />, '/');
    // the host (notistack) loads lazily: these come before it is mounted
    notify('Saved', { variant: 'success' });
    showError('Could not reach the server');
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await screen.findByText('Could not reach the server')).toBeVisible();
  });
});
