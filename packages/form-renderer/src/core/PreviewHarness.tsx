/**
 * A host page around a form, for stories: the form with the buttons of the designer's
 * preview (get data, get data unchecked, reset, edit on or off) and the last answer printed
 * below, so play functions can check what the ref API returns.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { FormRenderer, type FormRendererHandle, type FormRendererProps } from './FormRenderer';

export function PreviewHarness(props: FormRendererProps) {
  const ref = useRef<FormRendererHandle>(null);
  const [edit, setEdit] = useState(props.edit !== false);
  const [answer, setAnswer] = useState('');
  const show = (value: unknown) =>
    setAnswer(JSON.stringify(value, (key, item: unknown) => (key === '__key' ? undefined : item)));
  return (
    <div style={{ maxWidth: 960 }}>
      <FormRenderer {...props} edit={edit} ref={ref} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() =>
            ref.current
              ?.getData()
              .then(show, (error: unknown) => setAnswer(`Rejected: ${(error as Error).message}`))
          }
        >
          Get data
        </Button>
        <Button
          variant="outlined"
          onClick={() => ref.current?.getData({ validate: false }).then(show)}
        >
          Get data without validation
        </Button>
        <Button variant="outlined" onClick={() => ref.current?.reset()}>
          Reset
        </Button>
        <Button variant="outlined" onClick={() => setEdit((on) => !on)}>
          {edit ? 'Disable edit' : 'Enable edit'}
        </Button>
      </Stack>
      <pre role="status" aria-label="Answer" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
        {answer}
      </pre>
    </div>
  );
}
