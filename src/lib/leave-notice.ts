import { useSyncExternalStore } from 'react';

/**
 * Why the app just left a page for Início (a 403 goes to /: docs/product.md#unauthorized-and-forbidden): said once on Início, so that nobody lands
 * there without a word. Module state, not the URL: a reload of Início should not repeat it.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The sentence for a 403 on `apiPath`: a process names itself, anything else is a page. */
export function forbiddenNotice(apiPath: string): string {
  return /^\/v\d+\/process\//.test(apiPath)
    ? 'Você não tem acesso a esse processo.'
    : 'Você não tem acesso a essa página.';
}

export function setLeaveNotice(next: string | null): void {
  notice = next;
  emit();
}

export function useLeaveNotice(): string | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => notice,
    () => null,
  );
}
