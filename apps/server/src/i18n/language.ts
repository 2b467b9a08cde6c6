/** The languages the server answers in; the first is the platform's default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** The language a tag names (`en`, `en-GB`, `zh-Hans-CN`…), or undefined for any other. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return undefined;
}

/**
 * The language to answer a request in, from its `Accept-Language` (the apps send the language
 * the user chose; a browser or tool sends its preferences): the most preferred language the
 * server speaks, else the platform's default. A header of any form never fails a request.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const language = languageOfTag(tag);
    if (language && Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) {
      best = { language, weight };
    }
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
