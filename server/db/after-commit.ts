/**
 * Runs the hooks of a transaction that has committed, each on its own: one that throws must not turn a committed
 * transaction into a failed call, nor keep the next hook from running.
 */
export function runHooks(hooks: readonly (() => void)[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // The work is committed; a hook is a courtesy (a wake-up), and its caller has a fallback (the idle poll).
    }
  }
}
