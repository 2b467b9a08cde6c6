import { findWidget } from '@org/form-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../test-helpers';

describe('UploadSettings', () => {
  it('requires the upload address without cloud storage', async () => {
    const { store } = renderPanel('fileupload');
    const action = screen.getByRole('textbox', { name: 'Upload address' });
    expect(action).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The upload address is required')).toBeVisible();
    await userEvent.type(action, '/api/upload');
    expect(action).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('The upload address is required')).toBeNull();
    const options = findWidget(store.getState().designer.definition, 'fileupload')!.widget.options;
    expect(options).toMatchObject({ action: '/api/upload' });
  });

  it('requires domain and token function with cloud storage', async () => {
    renderPanel('imgupload');
    await userEvent.click(screen.getByLabelText('Use cloud storage'));
    expect(screen.queryByRole('textbox', { name: 'Upload address' })).toBeNull();
    expect(screen.getByText('The storage domain is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveValue('');
    const func = screen.getByRole('textbox', { name: 'Token function' });
    expect(func).toHaveValue('funcGetToken');
    await userEvent.clear(func);
    expect(screen.getByText('The token function is required')).toBeVisible();
  });

  it('requires a token data source when the token comes from one', async () => {
    const { store } = renderPanel('imgupload');
    await userEvent.click(screen.getByLabelText('Use cloud storage'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Token source' }));
    await userEvent.click(screen.getByRole('option', { name: 'Data source' }));
    expect(screen.getByText('The token data source is required')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Token data source' }));
    await userEvent.click(screen.getByRole('option', { name: 'getToken' }));
    expect(screen.queryByText('The token data source is required')).toBeNull();
    const options = findWidget(store.getState().designer.definition, 'imgupload')!.widget.options;
    expect(options).toMatchObject({ tokenType: 'datasource', tokenDataSource: 'getToken' });
  });

  it('edits request headers', async () => {
    const { store } = renderPanel('fileupload');
    await userEvent.click(screen.getByRole('button', { name: 'Add header' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Header 1 name' }), 'X-App');
    await userEvent.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'forms');
    const options = () =>
      findWidget(store.getState().designer.definition, 'fileupload')!.widget.options;
    expect(options()).toMatchObject({ headers: [{ key: 'X-App', value: 'forms' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(options()).toMatchObject({ headers: [] });
  });
});
