import type { DictWithItems } from '@org/api-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import { dictItems, dicts } from '../db/schema/index';
import type { Db } from '../db/types';
import { JsonText } from '../http/route';

/**
 * Dictionary lookups (`dictByCode`), the hottest read of the platform: every form with a
 * dictionary-backed select asks for one. Each dictionary is cached as ready JSON text (or as
 * "absent"), and dropped on every instance when any dictionary changes.
 */
export class DictService {
  /** JSON text of one `DictWithItems`, or null for a code that is unknown or disabled. */
  private readonly cache: TtlCache<string | null>;

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    this.cache = new TtlCache({ bus, ttlMs: 60_000, maxEntries: 2000 });
    bus.on(TOPICS.dicts, () => this.cache.clear());
  }

  /** The enabled dictionaries of `codes` with their enabled items, in the order asked. */
  async byCodes(codes: readonly string[]): Promise<JsonText> {
    const wanted = [...new Set(codes)];
    const found = new Map<string, string | null>();
    const missing: string[] = [];
    for (const code of wanted) {
      const json = this.cache.get(code);
      if (json === undefined) missing.push(code);
      else found.set(code, json);
    }
    if (missing.length > 0) {
      const generation = this.cache.generation;
      const loaded = await this.load(missing);
      for (const code of missing) {
        const dict = loaded.get(code);
        const json = dict ? JSON.stringify(dict) : null;
        found.set(code, json);
        this.cache.set(code, json, generation);
      }
    }
    const parts = wanted.map((code) => found.get(code)).filter((json) => typeof json === 'string');
    return new JsonText(`[${parts.join(',')}]`);
  }

  private async load(codes: string[]): Promise<Map<string, DictWithItems>> {
    const rows = await this.db
      .select({
        dictCode: dicts.dictCode,
        dictName: dicts.dictName,
        valueType: dicts.valueType,
        itemText: dictItems.itemText,
        itemValue: dictItems.itemValue,
        sort: dictItems.sort,
        color: dictItems.color,
        isDefault: dictItems.isDefault,
      })
      .from(dicts)
      .leftJoin(dictItems, and(eq(dictItems.dictId, dicts.id), eq(dictItems.status, 1)))
      .where(and(inArray(dicts.dictCode, codes), isNull(dicts.deletedAt), eq(dicts.status, 1)))
      .orderBy(asc(dicts.dictCode), asc(dictItems.sort), asc(dictItems.id));
    const result = new Map<string, DictWithItems>();
    for (const row of rows) {
      let dict = result.get(row.dictCode);
      if (!dict) {
        dict = {
          dictCode: row.dictCode,
          dictName: row.dictName,
          valueType: row.valueType as DictWithItems['valueType'],
          list: [],
        };
        result.set(row.dictCode, dict);
      }
      if (row.itemValue !== null && row.itemText !== null) {
        dict.list.push({
          itemText: row.itemText,
          itemValue: row.itemValue,
          sort: row.sort ?? 0,
          color: row.color,
          isDefault: row.isDefault ?? false,
        });
      }
    }
    return result;
  }

  /** Forgets the cached dictionaries after this instance changed one (others hear from the trigger). */
  changed(): void {
    this.bus.invalidate(TOPICS.dicts);
  }
}
