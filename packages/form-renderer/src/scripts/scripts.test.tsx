import type { EventScript, FormDefinition } from '@org/form-schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { startServer, type TestServer } from '../../test/http-server';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';
import type { FormApi } from '../runtime/form-api';
import { createLazyScriptHost, NO_SCRIPTS } from './lazy-script-host';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(() => ({ json: { greeting: 'hello' } }));
});
afterAll(() => server.close());

const script = (key: string, func: string): EventScript => ({ key, name: key, func });

function definition(scripts: EventScript[]): FormDefinition {
  return form(
    [
      widget('input', 'first', 'First', {}, { events: { onChange: 'copyUp' } }),
      widget('input', 'second', 'Second'),
      widget('select', 'pick', 'Pick', { options: [{ value: 'a', label: 'A' }] }),
      widget('input', 'code', 'Code'),
    ],
    {
      eventScript: scripts,
      dataSource: [
        {
          key: 'ds000001',
          name: 'greet',
          url: `${server.url}/greet`,
          method: 'GET',
          auto: false,
          headers: {},
          params: {},
          requestFunc: 'return config;',
          responseFunc: 'return res.greeting;',
          errorFunc: '',
        },
      ],
    },
  );
}

function setup(scripts: EventScript[], allow?: boolean | 'sandbox') {
  const ref = createRef<FormRendererHandle>();
  render(
    <FormRenderer
      definition={definition(scripts)}
      widgets={testWidgets}
      scripts={allow}
      ref={ref}
    />,
  );
  return ref;
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('event scripts', () => {
  it('never runs scripts unless the host allows them', async () => {
    setup([script('mounted', "this.setData({ second: 'ran' })")]);
    await userEvent.type(box('First'), 'x');
    expect(box('Second')).toHaveValue('');
  });

  it('never runs scripts when the host turns them off explicitly', async () => {
    setup([script('mounted', "this.setData({ second: 'ran' })")], false);
    await userEvent.type(box('First'), 'x');
    expect(box('Second')).toHaveValue('');
  });
});

// The same behaviour with the page's privileges (`scripts`) and in the sandbox.
describe.each([
  ['trusted', true],
  ['sandbox', 'sandbox'],
] as const)('scripts in %s mode', (_mode, mode) => {
  it('runs the mounted script with the form API as this', async () => {
    setup(
      [script('mounted', "this.setData({ second: 'from ' + this.getValue('first') + '!' })")],
      mode,
    );
    await waitFor(() => expect(box('Second')).toHaveValue('from !'));
  });

  it('runs the script a widget names for its change event with the field and value', async () => {
    setup(
      [script('copyUp', "this.setData({ second: args.value.toUpperCase() + ':' + args.field })")],
      mode,
    );
    await userEvent.type(box('First'), 'ab');
    // The script code loads with the form; a change made before it is there runs once it is.
    await waitFor(() => expect(box('Second')).toHaveValue('AB:first'));
  });

  it('shows a toast for a throwing script and the form keeps working', async () => {
    setup([script('copyUp', "throw new Error('script broke')")], mode);
    await userEvent.type(box('First'), 'a');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Script "copyUp" failed: script broke',
    );
    await userEvent.type(box('Second'), 'still fine');
    expect(box('Second')).toHaveValue('still fine');
  });

  it('gives scripts the FormMaking API', async () => {
    const ref = setup(
      [
        script(
          'copyUp',
          [
            "this.hide('code');",
            "this.disabled(['second'], true);",
            "this.addClassName('first', 'touched');",
            "this.setOptions('pick', { options: [{ value: 'x', label: 'Ex' }, { value: 'y', label: 'Why' }] });",
            "this.setRules('second', [{ required: true, message: 'Second is needed' }]);",
            'var values = this.getValues();',
            "this.sendRequest('greet').then(function (greeting) { this.setData({ code: greeting + ' ' + values.first }); this.display('code'); }.bind(this));",
          ].join('\n'),
        ),
        script(
          'undo',
          "this.disabled('second', false); this.removeClassName('first', 'touched'); return 'done';",
        ),
        script('refresh', "this.setData({ code: 'refreshed' })"),
      ],
      mode,
    );
    await userEvent.type(box('First'), 'z');
    await waitFor(() => expect(box('Code')).toHaveValue('hello z'));
    expect(box('Second')).toBeDisabled();
    expect(box('First').closest('.fr-item')).toHaveClass('touched');
    const pick = screen.getByRole('combobox', { name: 'Pick' });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['-', 'Ex', 'Why']);
    await expect(ref.current?.getData()).rejects.toThrow();
    expect(box('Second')).toHaveAccessibleDescription('Second is needed');
    let answer: unknown;
    act(() => {
      answer = ref.current?.triggerEvent('undo');
    });
    expect(answer).toBe('done');
    expect(box('Second')).toBeEnabled();
    expect(box('First').closest('.fr-item')).not.toHaveClass('touched');
    act(() => ref.current?.refresh());
    await waitFor(() => expect(box('Code')).toHaveValue('refreshed'));
    expect(box('First')).toHaveValue('');
  });

  it('runs custom validator rules only with scripts allowed', async () => {
    const withRule = (allow: boolean | 'sandbox') => {
      const ref = createRef<FormRendererHandle>();
      const definition = form([
        widget(
          'input',
          'even',
          'Even',
          {},
          {
            rules: [
              {
                func: "callback(Number(value) % 2 === 0 ? undefined : new Error('must be even'))",
                message: 'odd',
              },
            ],
          },
        ),
      ]);
      const view = render(
        <FormRenderer
          definition={definition}
          widgets={testWidgets}
          scripts={allow}
          value={{ even: '3' }}
          ref={ref}
        />,
      );
      return { ref, view };
    };
    const on = withRule(mode);
    await expect(on.ref.current?.getData()).rejects.toThrow();
    expect(screen.getByRole('textbox', { name: 'Even' })).toHaveAccessibleDescription(
      'must be even',
    );
    on.view.unmount();
    const off = withRule(false);
    await expect(off.ref.current?.getData()).resolves.toEqual({ even: '3' });
  });
});

describe('the script host', () => {
  const options = (enabled: boolean, scripts: EventScript[]) => ({
    mode: enabled,
    scripts,
    api: () => ({}) as FormApi,
    notify: () => undefined,
    t: () => (key: string) => key,
  });

  it('runs nothing without scripts, and answers hooks with their fallback', () => {
    const host = createLazyScriptHost(options(false, [script('mounted', 'args.push(1)')]));
    expect(host).toBe(NO_SCRIPTS);
    expect(host.has('mounted')).toBe(false);
    expect(host.runEvent('mounted', [])).toBeUndefined();
    expect(host.runHook('hook', 'return 1', [], [], 'fallback')).toBe('fallback');
    expect(host.validatorFor({ func: 'callback()' })).toBeUndefined();
  });

  it('runs events that come before its code has loaded once it has, in order', async () => {
    const calls: string[] = [];
    const host = createLazyScriptHost(
      options(true, [
        script('first', "return args.push('first')"),
        script('second', "args.push('second')"),
      ]),
    );
    expect(host.has('second')).toBe(true);
    const early = [host.runEvent('first', calls), host.runEvent('second', calls)];
    expect(calls).toEqual([]);
    await Promise.all(early);
    expect(calls).toEqual(['first', 'second']);
    // From then on, events run at once and answer what the script returns.
    expect(host.runEvent('first', calls)).toBe(3);
  });
});
