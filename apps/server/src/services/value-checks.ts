import { isIP } from 'node:net';
import { inputProblems } from '../http/input-check';

/** Bounds of a number value (integers only when given). */
export interface NumberBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Why `text` is not a valid value of type `valueType` (`string`, `number`, `boolean` or
 * `json`), or undefined when it is. With `bounds`, a number must be an integer within them.
 */
export function typedValueProblem(
  text: string,
  valueType: string,
  bounds?: NumberBounds,
): string | undefined {
  switch (valueType) {
    case 'number': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) return 'must be a number';
      if (bounds && !Number.isInteger(value)) return 'must be an integer';
      if (bounds?.min !== undefined && value < bounds.min) return `must be at least ${bounds.min}`;
      if (bounds?.max !== undefined && value > bounds.max) return `must be at most ${bounds.max}`;
      return undefined;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'must be true or false';
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return 'must be valid JSON';
      }
      // The checks of a body apply inside JSON text too (NUL, lone surrogates, `__proto__`).
      const [problem] = inputProblems(value, 'value');
      return problem ? `in its JSON, ${problem.field} ${problem.message}` : undefined;
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
