import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormStore, type FormStore } from './form-store';
import { useFieldValue } from './use-field-value';

const renders: Record<string, number> = {};

function Field({ store, model }: { store: FormStore; model: string }) {
  const value = useFieldValue(store, model);
  renders[model] = (renders[model] ?? 0) + 1;
  return <output aria-label={model}>{String(value)}</output>;
}

describe('useFieldValue', () => {
  it('re-renders the field that changed and no other', () => {
    const store = createFormStore({ first: 'a', second: 'b' });
    render(
      <>
        <Field store={store} model="first" />
        <Field store={store} model="second" />
      </>,
    );
    const before = { ...renders };
    act(() => store.setValue('first', 'changed'));
    expect(screen.getByLabelText('first')).toHaveTextContent('changed');
    expect(renders.first).toBe((before.first ?? 0) + 1);
    expect(renders.second).toBe(before.second);
  });
});
