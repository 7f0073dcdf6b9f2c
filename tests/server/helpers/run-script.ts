import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs one of the project's scripts (node --import tsx) to its end with only the given environment; never throws on a non-zero exit. */
export async function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 180_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}
