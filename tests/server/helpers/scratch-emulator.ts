import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnCognitoLocal, type CognitoLocalProcess } from '../../../server/dev-stack/cognito-local-process.ts';
import { findFreePort } from '../../../server/dev-stack/port-check.ts';

export interface ScratchEmulator {
  emulator: CognitoLocalProcess;
  url: string;
  /** Stops the emulator and removes its data folder. */
  stop(): Promise<void>;
}

/** A real cognito-local of the test's own, on a free loopback port with a fresh data folder and the fixed reset code. */
export async function startScratchEmulator(prefix: string): Promise<ScratchEmulator> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const port = await findFreePort();
  const emulator = await spawnCognitoLocal({
    host: '127.0.0.1',
    port,
    cwd: dir,
    issuerDomain: `http://127.0.0.1:${port}`,
    fixedCode: '123456',
  });
  return {
    emulator,
    url: emulator.url,
    stop: async () => {
      await emulator.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
