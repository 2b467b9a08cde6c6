import {
  BUILT_IN_PARAMS,
  type BuiltInParam,
  DEFAULT_SYS_NAMES,
  MASKED_VALUE,
  PARAM_KEYS,
  type PlatformLanguage,
  type SysParam,
} from '@org/api-contract';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import { sysParams } from '../db/schema/index';
import type { Db } from '../db/types';
import type { Text } from '../i18n/text';
import { typedValueProblem } from './value-checks';

type ParamRow = typeof sysParams.$inferSelect;

const BUILT_IN = new Map(BUILT_IN_PARAMS.map((param) => [param.key, param]));
const ALL = 'all';

/** The built-in definition of a key, if the server reads that parameter. */
export function builtInParam(key: string): BuiltInParam | undefined {
  return BUILT_IN.get(key);
}

/**
 * Why `text` is not a valid value of the parameter `key`, or undefined when it is: it must
 * fit `valueType`, and a built-in number parameter must be an integer within its bounds.
 */
export function paramValueProblem(key: string, text: string, valueType: string): Text | undefined {
  const spec = builtInParam(key);
  return typedValueProblem(text, valueType, spec && { min: spec.min, max: spec.max });
}

/**
 * Whether a parameter is a secret: marked so, or a built-in secret (the initial password),
 * which stays one whatever its row says.
 */
export function isSecretParam(row: Pick<ParamRow, 'paramKey' | 'secret'>): boolean {
  return row.secret || builtInParam(row.paramKey)?.secret === true;
}

/**
 * The value as the API answers it: a secret's is `MASKED_VALUE`, never the value. The server
 * itself reads values through `ParamService` (creating users reads the initial password there).
 */
export function answeredValue(row: ParamRow): string {
  return isSecretParam(row) ? MASKED_VALUE : row.paramValue;
}

/** The parameter as the API answers it. */
export function toSysParam(row: ParamRow): SysParam {
  return {
    paramKey: row.paramKey,
    paramName: row.paramName,
    paramValue: answeredValue(row),
    valueType: row.valueType as SysParam['valueType'],
    category: row.category,
    builtIn: row.builtIn,
    visible: row.visible,
  };
}

/**
 * System parameters, all read in one query and kept in memory until a change is announced on
 * the invalidation bus. Typed getters fall back to the built-in default when a value is
 * missing or unreadable, so a bad edit cannot stop the server.
 */
export class ParamService {
  private readonly cache: TtlCache<Map<string, ParamRow>>;

  constructor(
    private readonly db: Db,
    bus: InvalidationBus,
  ) {
    this.cache = new TtlCache({ bus, ttlMs: 60_000, maxEntries: 1 });
    bus.on(TOPICS.params, () => this.cache.clear());
  }

  /** Every parameter, by key (from memory when it is current). */
  async all(): Promise<Map<string, ParamRow>> {
    const cached = this.cache.get(ALL);
    if (cached) return cached;
    const generation = this.cache.generation;
    const rows = await this.db.select().from(sysParams);
    const map = new Map(rows.map((row) => [row.paramKey, row]));
    this.cache.set(ALL, map, generation);
    return map;
  }

  private async text(key: string): Promise<string | undefined> {
    return (await this.all()).get(key)?.paramValue;
  }

  /** A number parameter within its bounds, or its built-in default. */
  async number(key: string): Promise<number> {
    const spec = BUILT_IN.get(key);
    const fallback = Number(spec?.value ?? 0);
    const text = await this.text(key);
    const value = Number(text);
    if (text === undefined || text.trim() === '' || !Number.isFinite(value)) return fallback;
    if (spec?.min !== undefined && value < spec.min) return fallback;
    if (spec?.max !== undefined && value > spec.max) return fallback;
    return value;
  }

  async boolean(key: string): Promise<boolean> {
    const text = (await this.text(key)) ?? BUILT_IN.get(key)?.value ?? 'false';
    return text === 'true' || text === '1';
  }

  async string(key: string): Promise<string> {
    return (await this.text(key)) ?? BUILT_IN.get(key)?.value ?? '';
  }

  async tokenExpireMinutes(): Promise<number> {
    return this.number(PARAM_KEYS.tokenExpireMinutes);
  }

  /** The system name; the default name in `language` when it is empty. */
  async sysName(language: PlatformLanguage): Promise<string> {
    return (await this.string(PARAM_KEYS.sysName)).trim() || DEFAULT_SYS_NAMES[language];
  }
}
