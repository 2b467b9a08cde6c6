/** The failure of a sandboxed call (kept apart from the engine, so the core can read it). */

/** Why a sandboxed call failed: it threw, or it passed its time or memory limit. */
export type SandboxFailureReason = 'thrown' | 'time' | 'memory';

/** The failure of a sandboxed call; `message` is the script's own (`Name: message`). */
export class ScriptSandboxError extends Error {
  readonly code = 'script-sandbox';
  readonly reason: SandboxFailureReason;

  constructor(reason: SandboxFailureReason, message: string) {
    super(message);
    this.name = 'ScriptSandboxError';
    this.reason = reason;
  }
}

/** The limit a failure passed, if it was stopped at one. */
export function sandboxLimitOf(error: unknown): 'time' | 'memory' | undefined {
  if (!(error instanceof ScriptSandboxError)) return undefined;
  return error.reason === 'thrown' ? undefined : error.reason;
}
