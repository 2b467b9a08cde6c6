/**
 * Decides which "session expired" failures reach the re-login hook, so that a burst of requests
 * failing together prompts the user once.
 *
 * The gate is pending from the moment it lets one failure through until either
 * - `reset()` is called (the app does it when the user dismisses its prompt), or
 * - the current token differs from the one the prompt was raised for (the user signed in again,
 *   or the app cleared the token).
 * While pending it lets nothing through. A failure of a request that carried a token other than
 * the current one is stale (it belongs to an earlier session) and never prompts.
 */
export interface ReloginGate {
  /** Called for each failure with a re-login code; true when the hook should be called. */
  admit(sentToken: string | undefined): boolean;
  /** Re-arms the gate. */
  reset(): void;
  /** True while a prompt is pending for the current token. */
  isPending(): boolean;
}

export function createReloginGate(currentToken: () => string | undefined): ReloginGate {
  let pending = false;
  let pendingToken: string | undefined;

  const isPending = (): boolean => {
    if (pending && currentToken() !== pendingToken) pending = false;
    return pending;
  };

  return {
    admit(sentToken) {
      if (isPending()) return false;
      const token = currentToken();
      if (sentToken !== token) return false;
      pending = true;
      pendingToken = token;
      return true;
    },
    reset() {
      pending = false;
      pendingToken = undefined;
    },
    isPending,
  };
}
