import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import formMakingExport from '../../../form-schema/test/fixtures/formmaking-advanced.json';
import { form, inputsForm, widget } from '../../test/helpers';
import { kitchenSink } from '../../test/fixtures';
import type { WidgetComponentProps } from '../contract';
import { PreviewHarness } from './PreviewHarness';

declare global {
  var __htmlRan: boolean | undefined;
  var __fmScriptRan: boolean | undefined;
}

/** A host-registered custom widget (`custom:star-picker`): three buttons. */
function StarPicker({ id, label, value, onChange, disabled }: WidgetComponentProps) {
  return (
    <div id={id} role="radiogroup" aria-label={label}>
      {[1, 2, 3].map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          disabled={disabled}
          onClick={() => onChange(stars)}
        >
          {'★'.repeat(stars)}
        </button>
      ))}
    </div>
  );
}

const hostWidgets = { 'custom:star-picker': { component: StarPicker } };
const slots = { blank: () => <em>Content the host put in the blank slot</em> };

/** Answers the data sources of the FormMaking export without a network. */
const exportFetch: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  const data = url.includes('cities')
    ? {
        data: [
          { code: 'bj', name: '北京' },
          { code: 'sh', name: '上海' },
        ],
      }
    : { data: { applicant: '张三' } };
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};

const meta = {
  title: 'Renderer/FormRenderer',
  component: PreviewHarness,
  args: { definition: kitchenSink(), widgets: hostWidgets, slots },
} satisfies Meta<typeof PreviewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIELD_LABELS = [
  'Input',
  'Password',
  'Textarea',
  'Number',
  'Radio',
  'Checkbox',
  'Time',
  'Date',
  'Rate',
  'Color',
  'Select',
  'Switch',
  'Slider',
  'Image upload',
  'File upload',
  'Editor',
  'Cascader',
  'Text',
  'Html',
  'Blank',
  'Component',
  'Custom',
  'Expenses',
];

/** Every widget type and every container in one form. */
export const KitchenSink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of FIELD_LABELS) {
      await expect(await canvas.findByText(label, { selector: 'label' })).toBeVisible();
    }
    await expect(canvas.getByRole('separator', { name: /Containers/ })).toBeInTheDocument();
    // Containers and most widgets are chunks, served one by one by a cold dev server.
    await expect(
      await canvas.findByRole('tablist', { name: 'Tabs' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByText('Content the host put in the blank slot', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('formatted')).toBeVisible();
    await expect(globalThis.__htmlRan).toBeUndefined();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Input' }), 'Ada');
    await userEvent.click(await canvas.findByRole('radio', { name: '★★' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get data' }));
    const answer = canvas.getByRole('status', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveTextContent('Rejected: Form data validation failed'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Reason' }));
    await expect(canvas.getByText('Give a reason')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Conference');
    await userEvent.click(canvas.getByRole('button', { name: 'Get data' }));
    await waitFor(() => expect(answer).toHaveTextContent('"input":"Ada"'));
    await expect(answer).toHaveTextContent('"custom":2');
    await expect(answer).toHaveTextContent('"reason":"Conference"');
  },
};

/** The same form on a tablet: grids use their `sm` spans. */
export const OnPad: Story = {
  args: { platform: 'pad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [emailBox] = await canvas.findAllByRole('textbox', { name: 'Email' });
    const email = (emailBox as HTMLElement).closest('.fr-col') as HTMLElement;
    await expect(email.style.gridColumn).toBe('1 / span 24');
    const first = canvas
      .getAllByRole('textbox', { name: 'First name' })[0]
      ?.closest('.fr-col') as HTMLElement;
    await expect(first.style.gridColumn).toBe('1 / span 12');
  },
};

/** The same form on a phone: grid columns stack and the sub-table becomes cards. */
export const OnMobile: Story = {
  args: { platform: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [lastBox] = await canvas.findAllByRole('textbox', { name: 'Last name' });
    const last = (lastBox as HTMLElement).closest('.fr-col') as HTMLElement;
    await expect(last.style.gridColumn).toBe('1 / span 24');
    await expect(canvas.queryByRole('table', { name: 'Expenses' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('region', { name: 'Row 1' })).toBeVisible();
    // The focus ripple of the Add button (a translucent circle axe counts as the background of
    // the buttons below it) has faded before the accessibility check reads the colours.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() =>
      expect(canvasElement.querySelector('.MuiTouchRipple-child')).not.toBeInTheDocument(),
    );
  },
};

/** A real FormMaking Advanced export, given as JSON text; its scripts do not run. */
export const FormMakingImport: Story = {
  args: {
    definition: JSON.stringify(formMakingExport),
    locale: 'zh-CN',
    fetch: exportFetch,
    widgets: {},
    slots: {},
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '申请人' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '费用明细' })).toBeVisible();
    await expect(await canvas.findByRole('tablist')).toBeInTheDocument();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '申请人' }), '李四');
    await userEvent.click(canvas.getByRole('button', { name: 'Get data without validation' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent(
        '"applicant":"李四"',
      ),
    );
    await expect(globalThis.__fmScriptRan).toBeUndefined();
  },
};

/** Labels and messages in Chinese. */
export const Chinese: Story = {
  args: { locale: 'zh-CN', platform: 'pc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get data' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent('表单数据校验失败'),
    );
    await expect(await canvas.findByRole('button', { name: '添加' })).toBeInTheDocument();
  },
};

/** Scripts turned on: the change script of "Amount" fills "In words". */
export const WithScripts: Story = {
  args: {
    scripts: true,
    definition: form(
      [
        widget('input', 'amount', 'Amount', {}, { events: { onChange: 'describe' } }),
        widget('input', 'words', 'In words', { readonly: true }),
      ],
      {
        eventScript: [
          { key: 'mounted', name: 'mounted', func: "this.setData({ words: 'nothing yet' });" },
          {
            key: 'describe',
            name: 'describe',
            func: "this.setData({ words: args.value ? 'about ' + Math.round(Number(args.value)) : 'nothing yet' });",
          },
        ],
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = await canvas.findByRole('textbox', { name: 'In words' });
    await waitFor(() => expect(words).toHaveValue('nothing yet'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '41.6');
    await expect(words).toHaveValue('about 42');
  },
};

/**
 * Scripts in the sandbox (`scripts="sandbox"`, QuickJS loaded with the form): "Amount" fills
 * "In words" through `this.setData`, as with trusted scripts; the script of "Spin" loops for
 * ever, is stopped at its time limit with a notice naming it, and the form keeps working.
 */
export const Sandboxed: Story = {
  args: {
    scripts: 'sandbox',
    definition: form(
      [
        widget('input', 'amount', 'Amount', {}, { events: { onChange: 'describe' } }),
        widget('input', 'words', 'In words', { readonly: true }),
        widget('input', 'spin', 'Spin', {}, { events: { onChange: 'spin' } }),
      ],
      {
        eventScript: [
          { key: 'mounted', name: 'mounted', func: "this.setData({ words: 'nothing yet' });" },
          {
            key: 'describe',
            name: 'describe',
            func: "this.setData({ words: args.value ? 'about ' + Math.round(Number(args.value)) : 'nothing yet' });",
          },
          { key: 'spin', name: 'spin', func: 'while (true) {}' },
        ],
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const words = await canvas.findByRole('textbox', { name: 'In words' });
    await waitFor(() => expect(words).toHaveValue('nothing yet'), { timeout: 10000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Spin' }), 'x');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Script "spin" stopped: time limit',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '41.6');
    await expect(words).toHaveValue('about 42');
  },
};

/** A widget type nobody registered: a labelled placeholder, and the rest of the form works. */
export const UnknownWidget: Story = {
  args: {
    definition: form([
      { ...widget('input', 'signature', 'Signature'), type: 'signature' } as never,
      widget('input', 'name', 'Name'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('note', { name: 'Signature' }, { timeout: 5000 }),
    ).toHaveTextContent('Unsupported field type "signature"');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  },
};

/** A definition that fails validation: the panel lists every problem. */
export const InvalidDefinition: Story = {
  args: {
    definition: {
      list: [
        { type: 'number', key: 'a', model: 'a', options: { max: 'nine' } },
        { type: 'grid', key: 'g', model: 'g', columns: 'none' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This form cannot be shown');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The edit flag off: every field is read-only. */
export const ReadOnly: Story = {
  args: { edit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Input' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enable edit' }));
    await expect(canvas.getByRole('textbox', { name: 'Input' })).toBeEnabled();
  },
};

/**
 * A host page's stylesheet of the kind the renderer meets in other apps: the Vite React + TS
 * template's rules (flex-centred body, centred `#root` text), a large line height,
 * `content-box` sizing everywhere and styled elements. Page-wide selectors, so `:where()`
 * keeps them as weak as they are on a real page.
 */
const HOSTILE_HOST_CSS = `
:where(.hostile-host) {
  display: flex; place-items: center; justify-content: center; min-height: 60vh;
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  line-height: 2.4; text-align: center; color: #213547; background: #fff;
}
:where(.hostile-host) *, :where(.hostile-host) *::before, :where(.hostile-host) *::after {
  box-sizing: content-box;
}
:where(.hostile-host) button {
  border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em;
  font-size: 1em; font-weight: 500; background-color: #f9f9f9;
}
:where(.hostile-host) input, :where(.hostile-host) select, :where(.hostile-host) textarea {
  padding: 0.6em; font-size: 1.2em;
}
:where(.hostile-host) label { display: block; text-align: center; }
`;

/** The README's first form inside a hostile host page: label and control stay on one row. */
export const InHostileHost: Story = {
  args: {
    definition: form(
      [
        widget('input', 'name', 'Name', { required: true }, { rules: [{ required: true }] }),
        widget('select', 'fruit', 'Fruit', {
          options: [
            { value: 'a', label: 'Apple' },
            { value: 'b', label: 'Banana' },
          ],
        }),
        widget('date', 'day', 'Day'),
      ],
      { labelWidth: 100, labelPosition: 'right', size: 'small' },
    ),
  },
  decorators: [
    (Story) => (
      <div className="hostile-host">
        <style>{HOSTILE_HOST_CSS}</style>
        <div style={{ width: 560 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Day' });
    await canvas.findByRole('combobox', { name: 'Fruit' });
    for (const item of canvasElement.querySelectorAll('.fr-item')) {
      const label = item.querySelector('.fr-item__label')!.getBoundingClientRect();
      const control = item.querySelector('.fr-item__content > *')!.getBoundingClientRect();
      // Beside the 100 px label, on its row, left-aligned: not centred by the host.
      await expect(Math.round(label.width)).toBe(100);
      await expect(Math.round(control.left - label.right)).toBe(0);
      await expect(Math.abs(control.top - label.top)).toBeLessThanOrEqual(2);
    }
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(getComputedStyle(name).textAlign).toBe('start');
  },
};

/**
 * A long form (120 text inputs): items off screen are neither styled nor laid out until they
 * come near, yet find in page, tab order, typing and `getData` reach every field, and no item
 * moves once the ones above it have been shown.
 */
export const ManyFields: Story = {
  args: { definition: inputsForm(120), widgets: {}, slots: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = await canvas.findByRole('textbox', { name: 'Field 119' });
    const items = [...canvasElement.querySelectorAll<HTMLElement>('.fr-item')];
    await expect(items).toHaveLength(120);
    await expect(getComputedStyle(items[119]!).contentVisibility).toBe('auto');
    const offsets = () => {
      const top = canvasElement.querySelector('form')!.getBoundingClientRect().top;
      return items.map((item) => Math.round(item.getBoundingClientRect().top - top));
    };
    const before = offsets();
    for (const item of items) item.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(offsets()).toEqual(before);
    window.scrollTo(0, 0);
    // Find in page reaches a field that has not been shown. The search starts from the page's
    // selection (which a story shown before may have left anywhere), so it starts from nothing
    // and may wrap around.
    type Find = (text: string, matchCase: boolean, backwards: boolean, wrap: boolean) => boolean;
    const find = (window as unknown as { find: Find }).find;
    window.getSelection()?.removeAllRanges();
    await expect(find.call(window, 'Field 110', false, false, true)).toBe(true);
    await expect(window.getSelection()?.anchorNode?.parentElement).toHaveAttribute(
      'for',
      canvas.getByRole('textbox', { name: 'Field 110' }).id,
    );
    window.getSelection()?.removeAllRanges();
    window.scrollTo(0, 0);
    // Tab order runs through the fields below the fold.
    canvas.getByRole('textbox', { name: 'Field 100' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Field 101' })).toHaveFocus();
    await userEvent.type(last, 'z');
    await userEvent.click(canvas.getByRole('button', { name: 'Get data without validation' }));
    const answer = canvas.getByRole('status', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveTextContent('"field_119":"z"'));
    await expect(Object.keys(JSON.parse(answer.textContent ?? '{}') as object)).toHaveLength(120);
  },
};
