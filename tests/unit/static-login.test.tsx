import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticLoginMarkup } from '../../src/app/static-login-markup';
import { LoginForm } from '../../src/features/auth/components/login-form';
import { STATIC_LOGIN_ID, takeOverStaticLogin } from '../../src/lib/static-login';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's login document: the static form, then the app's (empty) root. */
function serveLoginDocument(): HTMLElement {
  document.body.innerHTML = `<div id="${STATIC_LOGIN_ID}">${staticLoginMarkup()}</div><div id="root"></div>`;
  return document.getElementById('root') as HTMLElement;
}

function staticField(autocomplete: string): HTMLInputElement {
  return document.querySelector(`#${STATIC_LOGIN_ID} input[autocomplete="${autocomplete}"]`) as HTMLInputElement;
}

function appField(container: HTMLElement, autocomplete: string): HTMLInputElement {
  return container.querySelector(`input[autocomplete="${autocomplete}"]`) as HTMLInputElement;
}

describe('the login form drawn before the script, and its takeover', () => {
  let root: Root | null = null;
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('draws the fields and a disabled "Entrar": typing works, sending waits for the app', () => {
    serveLoginDocument();
    const email = staticField('username');
    const password = staticField('current-password');
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    // Each field is named by its label (the ids of the static copy are its own).
    expect(document.querySelector(`label[for="${email.id}"]`)?.textContent).toContain('E-mail');
    expect(document.querySelector(`label[for="${password.id}"]`)?.textContent).toContain('Senha');
    const submit = document.querySelector(`#${STATIC_LOGIN_ID} button[type="submit"]`) as HTMLButtonElement;
    expect(submit.textContent).toBe('Entrar');
    expect(submit.disabled).toBe(true);
  });

  it('moves what was typed, the focus and the caret into the app form, and removes the copy', () => {
    const container = serveLoginDocument();
    staticField('username').value = 'ana@exemplo.test';
    const password = staticField('current-password');
    password.value = 'segredo';
    password.focus();
    password.setSelectionRange(3, 3);

    root = createRoot(container);
    act(() => root?.render(<LoginForm contactEmail="contato@exemplo.test" />));

    expect(document.getElementById(STATIC_LOGIN_ID)).toBeNull();
    expect(appField(container, 'username').value).toBe('ana@exemplo.test');
    const appPassword = appField(container, 'current-password');
    expect(appPassword.value).toBe('segredo');
    expect(document.activeElement).toBe(appPassword);
    expect(appPassword.selectionStart).toBe(3);
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it("keeps what was typed in the form's state: a render after the takeover does not empty the fields", () => {
    const container = serveLoginDocument();
    staticField('username').value = 'ana@exemplo.test';
    root = createRoot(container);
    act(() => root?.render(<LoginForm contactEmail="contato@exemplo.test" />));
    // "Entrar" without a password: the form renders its error, from its state.
    act(() => (container.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(container.textContent).toMatch(/senha/i);
    expect(appField(container, 'username').value).toBe('ana@exemplo.test');
  });

  it('does nothing without a static copy', () => {
    document.body.innerHTML = '<input id="other" />';
    const other = document.getElementById('other') as HTMLInputElement;
    other.focus();
    expect(takeOverStaticLogin(null, null)).toBeNull();
    expect(document.activeElement).toBe(other);
  });
});
