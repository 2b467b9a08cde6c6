/** The failure of a sandboxed call (the core reads its `code` and `reason`). */

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
