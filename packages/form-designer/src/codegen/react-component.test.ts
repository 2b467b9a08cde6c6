import { exportDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { sampleDefinition } from '../dialogs/test-fixtures';
import { componentNameOf, generateReactComponent } from './react-component';

/** The object literal after `export const definition = `, read back as JSON. */
function embedded(code: string): unknown {
  const start = code.indexOf('export const definition = ') + 'export const definition = '.length;
  const end = code.indexOf(';\n\nexport interface');
  return JSON.parse(code.slice(start, end));
}

describe('generateReactComponent', () => {
  it('writes a TSX module rendering the definition with @org/form-renderer', () => {
    const definition = sampleDefinition();
    const code = generateReactComponent(definition);
    expect(code).toMatch(
      /^import \{ FormRenderer, type FormRendererHandle \} from '@org\/form-renderer';/,
    );
    expect(code).toContain('export function GeneratedForm({ onSubmit }: GeneratedFormProps)');
    expect(code).toContain('<FormRenderer ref={form} definition={definition} />');
    expect(code).toContain('export default GeneratedForm;');
    expect(embedded(code)).toEqual(JSON.parse(exportDefinition(definition)));
  });

  it('keeps script texts as strings, whatever they hold', () => {
    const definition = sampleDefinition();
    definition.config.eventScript = [
      { key: 'k1', name: 'mounted', func: "alert('`${x}`</script>');\n// */" },
    ];
    const code = generateReactComponent(definition);
    expect(embedded(code)).toMatchObject({
      config: { eventScript: [{ func: definition.config.eventScript[0]!.func }] },
    });
  });

  it('uses the component name given, when it can be one', () => {
    expect(generateReactComponent(sampleDefinition(), { componentName: 'LeaveRequest' })).toContain(
      'export function LeaveRequest(',
    );
    expect(componentNameOf('leave request')).toBe('Leaverequest');
    expect(componentNameOf('1x')).toBe('GeneratedForm');
    expect(componentNameOf('')).toBe('GeneratedForm');
  });
});
