import {
  DEFAULT_FORM_CONFIG,
  createWidget,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDesigner, type FormDesignerProps } from '../FormDesigner';
import type { FormDesignerHandle } from '../designer/designer-handle';
import { memoryServices } from '../test-utils';
import { clearStoredHistory, type StoredHistoryScope } from './history-storage';
import { memoryStorage } from './memory-storage';

const form = (...list: Widget[]): FormDefinition => ({ list, config: { ...DEFAULT_FORM_CONFIG } });

const notice = () => screen.getByRole('status', { name: 'Restored changes' });

function open(props: Partial<FormDesignerProps>) {
  const ref = createRef<FormDesignerHandle>();
  const onChange = vi.fn();
  const view = render(
    <FormDesigner
      ref={ref}
      locale="en-US"
      onChange={onChange}
      services={memoryServices([])}
      {...props}
    />,
  );
  return { ...view, onChange, handle: () => ref.current! };
}

/** A designer on `start` with two changes made (a new form, then clear), written at page hide. */
function editAndLeave(scope: StoredHistoryScope, start: FormDefinition, next: FormDefinition) {
  const first = open({ defaultValue: start, persistHistory: scope });
  act(() => first.handle().setDefinition(next));
  act(() => first.handle().clear());
  fireEvent(window, new Event('pagehide'));
  first.unmount();
}

describe('<FormDesigner persistHistory>', () => {
  it('brings back the canvas and its undo steps on the next visit, with a notice', async () => {
    const storage = memoryStorage();
    const scope = { formId: 12, userId: 'ann', revision: 4, storage };
    const start = form(createWidget('input'));
    const next = form(createWidget('select'), createWidget('date'));
    editAndLeave(scope, start, next);
    expect(storage.getItem('schemaTreeData:ann:12')).not.toBeNull();

    const again = open({ defaultValue: start, persistHistory: scope });
    expect(again.handle().getDefinition().list).toEqual([]);
    expect(again.onChange).toHaveBeenCalledWith(again.handle().getDefinition());
    expect(notice()).toHaveTextContent(
      /Unsaved changes from .* were restored from this browser, with 2 undo steps/,
    );
    act(() => again.handle().undo());
    expect(again.handle().getDefinition()).toEqual(next);
    act(() => again.handle().undo());
    expect(again.handle().getDefinition()).toEqual(start);
    expect(again.handle().canUndo).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Restored changes' })).toBeNull();
  });

  it('never restores another user’s or another form’s history, nor one of an older revision', () => {
    const storage = memoryStorage();
    const scope = { formId: 12, userId: 'ann', revision: 4, storage };
    const start = form(createWidget('input'));
    editAndLeave(scope, start, form(createWidget('date')));

    for (const other of [{ userId: 'bob' }, { formId: 13 }, { revision: 5 }]) {
      const view = open({ defaultValue: start, persistHistory: { ...scope, ...other } });
      expect(view.handle().getDefinition()).toBe(start);
      expect(view.handle().canUndo).toBe(false);
      expect(screen.queryByRole('status', { name: 'Restored changes' })).toBeNull();
      view.unmount();
    }
  });

  it('discards what was restored on request: the host’s form comes back and nothing is kept', async () => {
    const storage = memoryStorage();
    const scope = { formId: 1, userId: 7, revision: 1, storage };
    const start = form(createWidget('input'));
    editAndLeave(scope, start, form(createWidget('date')));

    function Host() {
      const [value, setValue] = useState(start);
      return (
        <>
          <output aria-label="host form">{value === start ? 'as saved' : 'changed'}</output>
          <FormDesigner
            value={value}
            onChange={setValue}
            locale="en-US"
            services={memoryServices([])}
            persistHistory={scope}
          />
        </>
      );
    }
    render(<Host />);
    expect(notice()).toHaveTextContent(/restored/);
    expect(screen.getByLabelText('host form')).toHaveTextContent('changed');
    await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('host form')).toHaveTextContent('as saved');
    expect(storage.length).toBe(0);
  });

  it('writes once the history has been still a moment, and clears it at a new revision (a save)', async () => {
    const storage = memoryStorage();
    const scope = { formId: 3, userId: 'ann', revision: 1, storage };
    const view = open({ defaultValue: form(), persistHistory: scope });
    act(() => view.handle().setDefinition(form(createWidget('input'))));
    await waitFor(() => expect(storage.getItem('schemaTreeData:ann:3')).not.toBeNull());
    view.rerender(
      <FormDesigner
        locale="en-US"
        services={memoryServices([])}
        defaultValue={form()}
        persistHistory={{ ...scope, revision: 2 }}
      />,
    );
    expect(storage.getItem('schemaTreeData:ann:3')).toBeNull();
  });

  it('clearStoredHistory forgets a form’s changes when the host discards them', () => {
    const storage = memoryStorage();
    const scope = { formId: 5, userId: 'ann', revision: 1, storage };
    const start = form(createWidget('input'));
    editAndLeave(scope, start, form());
    clearStoredHistory(scope);
    const view = open({ defaultValue: start, persistHistory: scope });
    expect(view.handle().getDefinition()).toBe(start);
  });
});
