import { afterEach, describe, expect, it } from 'vitest';
import { publicPageFor } from '../../src/app/route-pages';
import { shellPageFor } from '../../src/app/shell-pages';
import { configureIdentity, getIdToken, hasSession, mayHaveStoredSession } from '../../src/lib/identity';

const identity = {
  userPoolId: 'local_pool',
  userPoolClientId: 'client-a',
  userPoolEndpoint: '/identity/',
  oauthDomain: null,
};

afterEach(() => localStorage.clear());

describe('the page chunk the boot preloads', () => {
  it('maps each shell path to its page', () => {
    expect(shellPageFor('/')).toBe('home');
    expect(shellPageFor('/processos')).toBe('processes');
    expect(shellPageFor('/processos/')).toBe('processes');
    expect(shellPageFor('/processos/42')).toBe('process');
    expect(shellPageFor('/notificacoes')).toBe('notifications');
    expect(shellPageFor('/atividades')).toBe('activities');
    expect(shellPageFor('/analises/1/2')).toBe('analysis');
    expect(shellPageFor('/disponivel-offline')).toBe('offline');
    // A page of a later version, at its address and below it (a nested route).
    expect(shellPageFor('/relatorios')).toBe('reports');
    expect(shellPageFor('/usuarios')).toBe('users');
    expect(shellPageFor('/usuarios/auditoria')).toBe('usersAudit');
  });

  it('has none for redirects and unknown addresses', () => {
    expect(shellPageFor('/app')).toBeNull();
    expect(shellPageFor('/consultas')).toBeNull();
    expect(shellPageFor('/consultas/antiga')).toBeNull();
    expect(shellPageFor('/analises/1')).toBeNull();
    expect(shellPageFor('/processos/42/extra')).toBeNull();
    expect(shellPageFor('/nada')).toBeNull();
    expect(shellPageFor('/usuarios/convites')).toBeNull();
  });
});

describe("the sign-in screen the boot preloads with Mantine's scope", () => {
  it('maps each lazy sign-in screen to its page, and nothing else', () => {
    expect(publicPageFor('/user/forgot-password')).toBe('forgotPassword');
    expect(publicPageFor('/user/complete-new-password')).toBe('completeNewPassword');
    // The login comes with the entry; popups need a session; shell and unknown paths are not sign-in screens.
    expect(publicPageFor('/user/login')).toBeNull();
    expect(publicPageFor('/viewer')).toBeNull();
    expect(publicPageFor('/processos')).toBeNull();
    expect(publicPageFor('/user/forgot-password/extra')).toBeNull();
  });
});

describe('the stored-session hint (decides without loading aws-amplify)', () => {
  it('is false on a device where nobody signed in, and the session answers at once', async () => {
    configureIdentity(identity);
    expect(mayHaveStoredSession()).toBe(false);
    await expect(hasSession()).resolves.toBe(false);
    await expect(getIdToken()).resolves.toBeNull();
  });

  it("sees Amplify's keys of this client only", () => {
    configureIdentity(identity);
    localStorage.setItem('CognitoIdentityServiceProvider.client-b.LastAuthUser', 'x');
    expect(mayHaveStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client-a.LastAuthUser', 'x');
    expect(mayHaveStoredSession()).toBe(true);
  });
});
