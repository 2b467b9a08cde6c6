import { AppKitProvider, createAppKit, createI18n } from '@org/app-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

const kit = createAppKit();
// the app's own texts come with the signed-in part (`App`)
const i18n = createI18n();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppKitProvider kit={kit} i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppKitProvider>
  </StrictMode>,
);
