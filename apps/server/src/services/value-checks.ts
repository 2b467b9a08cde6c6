import { isIP } from 'node:net';
import { inputProblems } from '../http/input-check';
import { type Text, text } from '../i18n/text';

/** Bounds of a number value (integers only when given). */
export interface NumberBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Why `raw` is not a valid value of type `valueType` (`string`, `number`, `boolean` or
 * `json`), or undefined when it is. With `bounds`, a number must be an integer within them.
 */
export function typedValueProblem(
  raw: string,
  valueType: string,
  bounds?: NumberBounds,
): Text | undefined {
  switch (valueType) {
    case 'number': {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) return text('system.valueNumber');
      if (bounds && !Number.isInteger(value)) return text('system.valueInteger');
      if (bounds?.min !== undefined && value < bounds.min) {
        return text('field.minimum', { limit: bounds.min });
      }
      if (bounds?.max !== undefined && value > bounds.max) {
        return text('field.maximum', { limit: bounds.max });
      }
      return undefined;
    }
    case 'boolean':
      return raw === 'true' || raw === 'false' ? undefined : text('system.valueBoolean');
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return text('system.valueJson');
      }
      // The checks of a body apply inside JSON text too (NUL, lone surrogates, `__proto__`).
      const [problem] = inputProblems(value, 'value');
      return problem
        ? text('system.valueJsonProblem', { field: problem.field, problem: problem.message })
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * True when `entry` is an IP address (v4 or v6) or a CIDR block with a prefix that fits the
 * address family (`10.0.0.0/8`, `fd00::/8`).
 */
export function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
