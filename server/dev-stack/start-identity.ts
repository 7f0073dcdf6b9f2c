import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEMO_USERS, type DemoUser } from '../demo/demo-users.ts';
import { spawnCognitoLocal } from './cognito-local-process.ts';
import { assertPortFree } from './port-check.ts';
import { provisionIdentity, type ProvisionedSubject } from './provision-identity.ts';

/** Password-reset codes are always this value locally (cognito-local's CODE variable), so tests can finish a reset. */
export const FIXED_CONFIRMATION_CODE = '123456';
export const DEFAULT_IDENTITY_PORT = 9229;

interface StartIdentityOptions {
  /** Folder for the emulator's data (`.cognito/` is created inside it). Default `.data/identity`. */
  dataDir?: string;
  host?: string;
  port?: number;
  users?: readonly DemoUser[];
  restoreDemoPasswords?: boolean;
  onUnexpectedExit?: (message: string) => void;
}

export interface IdentityService {
  userPoolId: string;
  clientId: string;
  /** The `iss` claim of every token: `{url}/{userPoolId}`. */
  issuer: string;
  jwksUri: string;
  /** Each demo user's subject: the stack binds the database rows to them (users.subject). */
  subjects: ProvisionedSubject[];
  /** Where cognito-local answers (the identity proxy forwards here). */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local as a child process and provisions the pool, app client and demo users. Running it again on
 * the same data folder reuses the same pool and client ids and the same users.
 */
export async function startIdentity(options: StartIdentityOptions = {}): Promise<IdentityService> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? DEFAULT_IDENTITY_PORT;
  const cwd = resolve(options.dataDir ?? '.data/identity');
  await mkdir(cwd, { recursive: true });
  await assertPortFree(host, port, 'the local identity service (cognito-local)', 'IDENTITY_PORT');

  // The issuer names the address the emulator really listens on, so `iss` and the JWKS URL agree.
  const issuerDomain = `http://${host}:${port}`;
  const emulator = await spawnCognitoLocal({
    host,
    port,
    cwd,
    issuerDomain,
    fixedCode: FIXED_CONFIRMATION_CODE,
    ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
  });
  try {
    const { userPoolId, clientId, subjects } = await provisionIdentity(emulator.url, {
      users: options.users ?? DEMO_USERS,
      restoreDemoPasswords: options.restoreDemoPasswords ?? true,
    });
    const issuer = `${issuerDomain}/${userPoolId}`;
    return {
      userPoolId,
      clientId,
      subjects,
      issuer,
      jwksUri: `${emulator.url}/${userPoolId}/.well-known/jwks.json`,
      url: emulator.url,
      pid: emulator.pid,
      stop: () => emulator.stop(),
    };
  } catch (error) {
    await emulator.stop();
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Provisioning the local identity failed: ${detail}\n${emulator.recentOutput()}`, { cause: error });
  }
}
