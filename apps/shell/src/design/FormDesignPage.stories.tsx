import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { AppPages } from '../pages/AppPages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
import { FormDesignRoute } from './FormDesignRoute';

const meta: Meta<typeof FormDesignRoute> = {
  title: 'Shell/Form design',
  component: FormDesignRoute,
};
export default meta;
type Story = StoryObj<typeof FormDesignRoute>;

const frame = (path: string, language: 'zh-CN' | 'en-US' = 'en-US') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(sampleData())}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/formDesign" element={<FormDesignRoute />} />
        <Route path="/app/:appId/Pages" element={<AppPages />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** A form's latest definition (version 3) in the designer; a change, then Save: version 4. */
export const SaveAVersion: Story = {
  render: () => frame('/formDesign?formId=11'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '客户登记' }, { timeout: 10000 });
    await expect(canvas.getByTestId('form-version')).toHaveTextContent('Version 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Number' }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('form-version')).toHaveTextContent('Version 4'));
  },
};

/** The versions of a form, newest first, with version 2 opened read-only. */
export const Versions: Story = {
  render: () => frame('/formDesign?formId=11'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '客户登记' }, { timeout: 10000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Versions' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open version 2' }));
    await expect(
      await within(dialog).findByRole('table', { name: 'Widgets of version 2' }),
    ).toBeVisible();
  },
};

/** In Chinese, on a form of the sample application. */
export const Chinese: Story = { render: () => frame('/formDesign?formId=12', 'zh-CN') };

/** No form named: where to choose one. */
export const NoForm: Story = { render: () => frame('/formDesign') };

/** An application's Pages with "New form" open. */
export const NewForm: Story = {
  render: () => frame('/app/1/Pages'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New form' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'New form',
    });
    // Wait for the dialog's fade-in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
