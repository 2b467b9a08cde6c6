import { Button, Stack } from '@mui/material';
import type { FormDefinition } from '@org/form-schema';
import { useRef, useState } from 'react';
import { FormDesigner, type FormDesignerHandle } from '../index';

/** A host page: the designer in a controlled setup, with a save button and the ref in use. */
export function LeaveFormEditor(props: {
  initial: FormDefinition;
  save: (form: FormDefinition) => void;
}) {
  const designer = useRef<FormDesignerHandle>(null);
  const [form, setForm] = useState(props.initial);
  return (
    <Stack sx={{ height: '100vh' }}>
      <Button onClick={() => props.save(form)}>Save</Button>
      <FormDesigner
        ref={designer}
        value={form}
        onChange={setForm}
        locale="en-US"
        options={{ generateCode: false, paletteGroups: ['basic', 'advanced', 'layout'] }}
        services={{ baseURL: '/api', getToken: () => sessionStorage.getItem('token') }}
      />
      <Button onClick={() => designer.current?.undo()}>Undo</Button>
    </Stack>
  );
}
