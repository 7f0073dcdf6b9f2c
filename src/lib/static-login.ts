/**
 * The login form drawn by the server's document before any script runs (login.html, built by
 * scripts/static-login-plugin.ts): a first visit over a slow link sees the form, and can type, a second or more before
 * the app's JavaScript has arrived. The app's own form takes it over when it mounts, keeping what was typed.
 */
export const STATIC_LOGIN_ID = 'static-login';

export interface StaticLoginTyped {
  email: string;
  password: string;
}

function staticLoginElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_LOGIN_ID);
}

/** Removes the static form (its CSS hides the app's root while it is there). Idempotent. */
export function dropStaticLogin(): void {
  staticLoginElement()?.remove();
}

/** Whether this document came with the static form still on screen. */
export function hasStaticLogin(): boolean {
  return staticLoginElement() !== null;
}

function field(root: HTMLElement, autocomplete: string): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`);
}

/**
 * Replaces the static form by the app's fields: returns what was typed, after writing it into `email` and `password`
 * and moving the focus (and the caret) to the field that had it. Null when there was no static form.
 */
export function takeOverStaticLogin(
  email: HTMLInputElement | null,
  password: HTMLInputElement | null,
): StaticLoginTyped | null {
  const root = staticLoginElement();
  if (!root) return null;
  const staticEmail = field(root, 'username');
  const staticPassword = field(root, 'current-password');
  const typed = { email: staticEmail?.value ?? '', password: staticPassword?.value ?? '' };
  const focused = document.activeElement;
  const from = focused === staticEmail ? staticEmail : focused === staticPassword ? staticPassword : null;
  const to = from === staticEmail ? email : from === staticPassword ? password : null;
  // An e-mail field has no readable caret (null): there, as after any write of .value, it stays at the end.
  const caret = from ? { start: from.selectionStart, end: from.selectionEnd } : null;
  root.remove();
  if (email) email.value = typed.email;
  if (password) password.value = typed.password;
  if (to) {
    to.focus();
    if (caret?.start != null && caret.end != null) to.setSelectionRange(caret.start, caret.end);
  }
  return typed;
}
