import Alert from '@mui/material/Alert';
import { enUS } from '@mui/material/locale';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createDesignerI18n } from '../i18n';
import { DesignerTheme } from './DesignerTheme';

function PrimaryColour() {
  return <span data-testid="primary">{useTheme().palette.primary.main}</span>;
}

describe('DesignerTheme', () => {
  it('gives MUI’s own texts the designer’s language inside a host theme of another language, keeping the host’s look', async () => {
    const host = createTheme({ palette: { primary: { main: '#123456' } } }, enUS);
    const i18n = createDesignerI18n('zh-CN');
    render(
      <ThemeProvider theme={host}>
        <I18nextProvider i18n={i18n}>
          <DesignerTheme>
            <Alert onClose={() => undefined}>提示</Alert>
            <PrimaryColour />
          </DesignerTheme>
        </I18nextProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.getByTestId('primary')).toHaveTextContent('#123456');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('works without a host theme', () => {
    render(
      <I18nextProvider i18n={createDesignerI18n('zh-CN')}>
        <DesignerTheme>
          <Alert onClose={() => undefined}>提示</Alert>
        </DesignerTheme>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
