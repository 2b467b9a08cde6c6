import { createForm } from '@formily/core';
import { connect, Field, FormProvider, mapProps, useField } from '@formily/react';
import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import { countRender, install } from './harness';

/** A plain input wired to formily, without any UI kit. */
const Input = connect(
  function PlainInput(props: {
    value?: string;
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
    id?: string;
  }) {
    countRender();
    return <input id={props.id} value={props.value ?? ''} onChange={props.onChange} />;
  },
  mapProps((props, field) => ({ ...props, id: `f-${String(field.address)}` })),
);

function FormItem({ children }: { children?: ReactNode }) {
  const field = useField();
  return (
    <div className="item">
      <label htmlFor={`f-${String(field.address)}`}>{String(field.title ?? '')}</label>
      {children}
    </div>
  );
}

function FormilyForm({ count }: { count: number }) {
  const form = useMemo(() => createForm(), []);
  return (
    <FormProvider form={form}>
      <form>
        <div>
          {Array.from({ length: count }, (_, index) => (
            <Field
              key={index}
              name={`field_${index}`}
              title={`Field ${index}`}
              decorator={[FormItem]}
              component={[Input]}
            />
          ))}
        </div>
      </form>
    </FormProvider>
  );
}

install((count) => <FormilyForm count={count} />);
