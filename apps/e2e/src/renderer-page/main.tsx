/**
 * The page of the renderer's layout and keyboard tests. Query: `form` (a name of `FORMS`),
 * `platform` (pc, pad, mobile), `host=hostile` (the page carries a hostile host stylesheet)
 * and `width` (of the box the form sits in, in px).
 */
import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FORMS } from './definitions';
import { HOSTILE_CSS } from './host.css';

const query = new URLSearchParams(location.search);
const make = FORMS[query.get('form') ?? 'first'] ?? FORMS.first;
const definition = make?.();
const platform = (query.get('platform') ?? 'pc') as 'pc' | 'pad' | 'mobile';
const width = query.get('width');

if (query.get('host') === 'hostile') {
  const style = document.createElement('style');
  style.textContent = HOSTILE_CSS;
  document.head.append(style);
}

function Page() {
  const form = useRef<FormRendererHandle>(null);
  const [answer, setAnswer] = useState('');
  return (
    <main style={width ? { width: `${width}px` } : undefined} data-testid="host">
      <FormRenderer
        definition={definition}
        platform={platform}
        ref={form}
        upload={{ headers: {} }}
      />
      <button
        type="button"
        onClick={() => setAnswer(JSON.stringify(form.current?.getValues() ?? {}))}
      >
        Read values
      </button>
      <output aria-label="Values">{answer}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
