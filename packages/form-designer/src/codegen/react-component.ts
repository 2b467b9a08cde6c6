/**
 * The React component of a form: a TSX module that renders the definition with
 * `@org/form-renderer` and offers get data and reset.
 */
import { exportDefinition, type FormDefinition } from '@org/form-schema';

export interface ReactComponentOptions {
  /** Name of the exported component; `GeneratedForm` by default. */
  componentName?: string;
}

const IDENTIFIER = /^[A-Z][A-Za-z0-9_$]*$/;

/** A component name that is a valid identifier starting with a capital. */
export function componentNameOf(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[^A-Za-z0-9_$]/g, '');
  const capital = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return IDENTIFIER.test(capital) ? capital : 'GeneratedForm';
}

/** Indents every line but the first. */
function indentTail(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

/**
 * TSX source of a component rendering the definition. The definition is written as an object
 * literal (JSON is valid TypeScript), so the file needs no loader for JSON.
 */
export function generateReactComponent(
  definition: FormDefinition,
  options: ReactComponentOptions = {},
): string {
  const name = componentNameOf(options.componentName);
  const json = exportDefinition(definition, { format: 'native', space: 2 });
  return `import { FormRenderer, type FormRendererHandle } from '@org/form-renderer';
import { useRef, useState } from 'react';

/** The form definition made with the form designer. */
export const definition = ${indentTail(json, 0)};

export interface ${name}Props {
  /** Called with the validated data when the form is submitted. */
  onSubmit?: (data: Record<string, unknown>) => void;
}

export function ${name}({ onSubmit }: ${name}Props) {
  const form = useRef<FormRendererHandle>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    try {
      const data = await form.current?.getData();
      setError(null);
      if (data) onSubmit?.(data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div>
      <FormRenderer ref={form} definition={definition} />
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={submit}>
        Submit
      </button>
      <button type="button" onClick={() => form.current?.reset()}>
        Reset
      </button>
    </div>
  );
}

export default ${name};
`;
}
