import { RESULT_CODES, ResultCode } from '@org/api-contract';
import type { ErrorObject } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, validationFailed } from '../src/http/api-error';
import { fieldErrors } from '../src/http/validation';
import { MESSAGES } from '../src/i18n/catalogue';
import { LANGUAGES, languageOf } from '../src/i18n/language';
import { type MessageKey, namesIn, render, text } from '../src/i18n/text';
import { type TestServer, createTestServer } from './harness';

const CJK = /[\u3400-\u9fff]/;
/** Messages made of values only, or of signs, which read the same in every language. */
const WITHOUT_WORDS = new Set<string>([
  'list.separator',
  'list.semicolon',
  'validation.summary',
  'validation.problem',
  // a rule's own message, as the form's designer wrote it
  'submission.ruleMessage',
  // a flow's problem, said in both languages by @org/flow-model
  'flow.problem',
]);

describe('the catalogue of messages', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it('has every message in every language, with the same values', () => {
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const key of keys) {
      for (const language of LANGUAGES) {
        if (!MESSAGES[key][language]?.trim()) missing.push(`${key} (${language})`);
      }
      const names = LANGUAGES.map((language) => namesIn(MESSAGES[key][language]).sort().join());
      if (new Set(names).size > 1) mismatched.push(`${key}: ${names.join(' / ')}`);
    }
    expect(missing).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  it('says Chinese in zh-CN and no Chinese in en-US', () => {
    const notChinese = keys.filter(
      (key) => !WITHOUT_WORDS.has(key) && !CJK.test(MESSAGES[key]['zh-CN']),
    );
    const notEnglish = keys.filter((key) => CJK.test(MESSAGES[key]['en-US']));
    expect(notChinese).toEqual([]);
    expect(notEnglish).toEqual([]);
  });

  it('has a message for every result code', () => {
    const codes = RESULT_CODES.map((info) => `code.${info.name}`);
    expect(codes.filter((key) => !(key in MESSAGES))).toEqual([]);
  });

  it('renders values as given, texts in the same language, and lists with its separator', () => {
    const noun = text('record.notFound', { what: 'Role', ids: [3, 4].join(', ') });
    expect(render(noun, 'en-US')).toBe('Role 3, 4 was not found.');
    const problems = [
      text('validation.problem', { field: 'body.code', message: text('field.required') }),
      text('validation.problem', { field: 'body.name', message: text('field.required') }),
    ];
    expect(render(text('validation.summary', { problems }), 'zh-CN')).toBe(
      'body.code：不能为空、body.name：不能为空',
    );
    const summary = validationFailed([
      { field: 'body.code', message: text('field.required') },
      { field: 'body.name', message: text('field.required') },
    ]);
    expect(summary.messageIn('en-US')).toBe('body.code: is required; body.name: is required');
    expect(summary.messageIn('zh-CN')).toBe('body.code：不能为空；body.name：不能为空');
  });
});

describe('field errors of every kind', () => {
  const error = (keyword: string, params: Record<string, unknown>): ErrorObject => ({
    keyword,
    instancePath: '/code',
    schemaPath: '#',
    params,
  });
  const kinds: ErrorObject[] = [
    error('required', { missingProperty: 'name' }),
    error('type', { type: 'string,null' }),
    error('enum', { allowedValues: ['a', 'b'] }),
    error('const', { allowedValue: 1 }),
    error('minLength', { limit: 1 }),
    error('minLength', { limit: 3 }),
    error('maxLength', { limit: 64 }),
    error('minimum', { limit: 0 }),
    error('maximum', { limit: 9 }),
    error('minItems', { limit: 1 }),
    error('maxItems', { limit: 9 }),
    error('uniqueItems', { i: 0, j: 1 }),
    error('minProperties', { limit: 1 }),
    error('maxProperties', { limit: 9 }),
    error('pattern', { pattern: '^[a-z]+$' }),
    error('format', { format: 'email' }),
    error('additionalProperties', { additionalProperty: 'extra' }),
    error('multipleOf', { multipleOf: 2 }),
  ];

  it('says each in both languages, every value put in', () => {
    for (const kind of kinds) {
      const [problem] = fieldErrors('body', [kind]);
      expect(problem, kind.keyword).toBeDefined();
      const zh = render(problem!.message, 'zh-CN');
      const en = render(problem!.message, 'en-US');
      expect(zh, kind.keyword).toMatch(CJK);
      expect(en, kind.keyword).not.toMatch(CJK);
      expect(`${zh}${en}`, kind.keyword).not.toContain('{{');
    }
  });
});

describe('the language of an answer', () => {
  it('is the most preferred one the server speaks, else zh-CN', () => {
    expect(languageOf(undefined)).toBe('zh-CN');
    expect(languageOf('')).toBe('zh-CN');
    expect(languageOf('*')).toBe('zh-CN');
    expect(languageOf('en-US')).toBe('en-US');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en-US');
    expect(languageOf('fr-FR,fr;q=0.9,en;q=0.5,zh;q=0.8')).toBe('zh-CN');
    expect(languageOf('zh-Hans-CN')).toBe('zh-CN');
    expect(languageOf('de;q=0, en;q=0')).toBe('zh-CN');
    expect(languageOf(';;;,,q=x')).toBe('zh-CN');
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('carries the message and the field errors in the language asked for', async () => {
    const token = await server.signIn('admin');
    const ask = (language?: string) =>
      server.call('POST', '/ibsp-bg-auth/sysPosition/v1/position', {
        token,
        body: { positionName: 'x'.repeat(200) },
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    const zh = (await ask('zh-CN,zh;q=0.9')).body;
    const en = (await ask('en-US')).body;
    expect(zh.code).toBe(ResultCode.VALIDATION_FAILED);
    expect(zh.message).toMatch(CJK);
    expect(en.message).not.toMatch(CJK);
    const errors = (body: typeof zh) => (body.data as { errors: { field: string }[] }).errors;
    expect(errors(zh).map((e) => e.field)).toEqual(errors(en).map((e) => e.field));
    const none = await fetch(`${server.url}/ibsp-bg-auth/sysPosition/v1/position`, {
      method: 'POST',
      headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': '' },
      body: '{}',
    });
    expect(((await none.json()) as { message: string }).message).toMatch(CJK);
  });

  it('says an unknown route, a sign-in failure and a missing session in Chinese by default', async () => {
    const answers = await Promise.all([
      server.call('GET', '/ibsp-bg-auth/nowhere', { headers: { 'accept-language': 'zh-CN' } }),
      server.call('POST', '/ibsp-bg-auth/sysUser/v1/login', {
        body: { account: 'admin', password: 'wrong-password-1' },
        headers: { 'accept-language': 'zh-CN' },
      }),
      server.call('GET', '/ibsp-bg-auth/sysUser/v1/getInfo', {
        headers: { 'accept-language': 'zh-CN' },
      }),
    ]);
    for (const answer of answers) expect(answer.body.message).toMatch(CJK);
  });

  it('keeps the English text of an error for the log', () => {
    const failure = validationFailed([{ field: 'body.code', message: text('field.required') }]);
    expect(failure.message).toBe('body.code: is required');
    expect(failure.messageIn('zh-CN')).toBe('body.code：不能为空');
    expect(new ApiError(ResultCode.NOT_FOUND).message).toBe('Not found.');
  });
});
