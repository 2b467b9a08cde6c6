// A blank app that installed @org/form-renderer from its tarball, as another team would.
import { FormRenderer } from '@org/form-renderer';
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const definition = {
  list: [
    {
      type: 'input',
      key: 'k1',
      model: 'fullName',
      name: 'Full name',
      options: { defaultValue: '', required: true },
      rules: [{ required: true, message: 'Please give your name' }],
    },
    {
      type: 'select',
      key: 'k2',
      model: 'team',
      name: 'Team',
      options: {
        defaultValue: 'core',
        showLabel: true,
        options: [{ value: 'core', label: 'Core' }],
      },
    },
  ],
  config: { labelWidth: 120, labelPosition: 'right', size: 'small' },
};

function App() {
  const form = useRef(null);
  const [answer, setAnswer] = useState('');
  const submit = () =>
    form.current.getData().then(
      (data) => setAnswer(JSON.stringify(data)),
      (error) => setAnswer(`Rejected: ${error.message}`),
    );
  return (
    <main>
      <FormRenderer definition={definition} ref={form} />
      <button type="button" onClick={submit}>
        Submit
      </button>
      <output aria-label="Answer">{answer}</output>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
