import { Type, type Static } from 'typebox';
import { DateTime, Id, MapOf } from '../common';
import { PageQuery, SearchText } from '../paging';
import { OrchestrationContent, OrchestrationInput } from './artefacts';

/** How one step of a run went: what it was given, what it gave, how long, or why it failed. */
export const OrchestrationStepTrace = Type.Object({
  key: Type.String(),
  name: Type.String(),
  type: Type.String(),
  /** What the step was given once its templates were filled in. */
  input: Type.Unknown(),
  output: Type.Unknown(),
  ms: Type.Integer({ minimum: 0 }),
  /** Why it failed; empty when it did not. */
  error: Type.String(),
});
export type OrchestrationStepTrace = Static<typeof OrchestrationStepTrace>;

/** A run of an orchestration: each step that ran, and the last step's output. */
export const OrchestrationRun = Type.Object({
  ok: Type.Boolean(),
  steps: Type.Array(OrchestrationStepTrace),
  /** The last step's output when every step succeeded. */
  output: Type.Unknown(),
  ms: Type.Integer({ minimum: 0 }),
  /** Which step failed and why; empty when all succeeded. */
  error: Type.String(),
});
export type OrchestrationRun = Static<typeof OrchestrationRun>;

/**
 * A test run from the editor: a saved orchestration (`id`), or the content being edited
 * (checked as a save would check it), with the caller's input.
 */
export const OrchestrationTestBody = Type.Object({
  appId: Id,
  id: Type.Optional(Id),
  content: Type.Optional(OrchestrationContent),
  input: Type.Optional(MapOf(Type.Unknown(), { maxProperties: 100 })),
});
export type OrchestrationTestBody = Static<typeof OrchestrationTestBody>;

/**
 * The catalogue server (接口与服务) that published orchestrations belong to: publishing one adds
 * it to the catalogue as an API of this server, so that administrators grant it to external
 * applications (外部应用) like any other API.
 */
export const PUBLISHED_API_SERVER = 'platform-open';
/** Where external applications call published orchestrations: `POST /open-api/<apiCode>`. */
export const GATEWAY_BASE = '/open-api';

/** A published orchestration: its catalogue entry and where it answers. */
export const PublishedApi = Type.Object({
  /** The catalogue API (`sys_api`) it is published as. */
  apiId: Id,
  /** `<application code>.<orchestration code>`. */
  apiCode: Type.String(),
  apiName: Type.String(),
  artefactId: Id,
  artefactCode: Type.String(),
  /** Counts the publications: each one replaces what callers run. */
  version: Type.Integer({ minimum: 1 }),
  /** PUBLISHED answers calls; OFFLINE refuses them. */
  publishStatus: Type.Union([Type.Literal('PUBLISHED'), Type.Literal('OFFLINE')]),
  /** What a caller gives, as published. */
  inputs: Type.Array(OrchestrationInput),
  /** The path signed-in users call (`POST`, X-Token). */
  path: Type.String(),
  /** The path external applications call through the gateway (`POST`, signed). */
  gatewayPath: Type.String(),
  publishedAt: DateTime,
  publishedBy: Type.String({ description: 'Who published it (name).' }),
});
export type PublishedApi = Static<typeof PublishedApi>;

/** An orchestration of an application to publish or take offline. */
export const OrchestrationPublishBody = Type.Object({ appId: Id, id: Id });
export type OrchestrationPublishBody = Static<typeof OrchestrationPublishBody>;

export const PUBLISHED_API_SORT_COLUMNS = ['apiCode', 'publishedAt'] as const;

/** The published APIs of an application. */
export const PublishedApiQuery = PageQuery(PUBLISHED_API_SORT_COLUMNS, {
  appId: Id,
  keyword: SearchText(100, 'Part of the API code or name.'),
});
export type PublishedApiQuery = Static<typeof PublishedApiQuery>;

/** A call of a published orchestration: the values its inputs name. */
export const OrchestrationCallBody = Type.Object(
  { input: Type.Optional(MapOf(Type.Unknown(), { maxProperties: 100 })) },
  { additionalProperties: false },
);
export type OrchestrationCallBody = Static<typeof OrchestrationCallBody>;

/** What a call of a published orchestration answers: the last step's output. */
export const OrchestrationCallResult = Type.Object({
  output: Type.Unknown(),
  ms: Type.Integer({ minimum: 0 }),
});
export type OrchestrationCallResult = Static<typeof OrchestrationCallResult>;

/** The headers a signed gateway call carries. */
export const GATEWAY_HEADERS = Object.freeze({
  appKey: 'x-app-key',
  /** Milliseconds since 1970 (UTC) when the call was signed. */
  timestamp: 'x-timestamp',
  /** 8 to 64 letters, digits, `-` or `_`, never used twice by one application. */
  nonce: 'x-nonce',
  /** Lower-case hex HMAC-SHA256 of `gatewaySigningText(…)` keyed with the app secret. */
  signature: 'x-signature',
});
/** How far a call's timestamp may be from the server's clock. */
export const GATEWAY_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The text an external application signs: method, path (with the query as sent), timestamp,
 * nonce and the lower-case hex SHA-256 of the body bytes, one per line.
 */
export function gatewaySigningText(call: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  bodySha256: string;
}): string {
  return [call.method.toUpperCase(), call.path, call.timestamp, call.nonce, call.bodySha256].join(
    '\n',
  );
}
