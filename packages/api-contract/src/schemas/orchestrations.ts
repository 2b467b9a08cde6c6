import { Type, type Static } from 'typebox';
import { Id, MapOf } from '../common';
import { OrchestrationContent } from './artefacts';

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
