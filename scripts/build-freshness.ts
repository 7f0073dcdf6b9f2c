import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What a PWA build is made from: a change in any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'] as const;

async function newestMtime(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export async function buildNeeded(root: string, distDir: string): Promise<string | null> {
  const built = join(resolve(root, distDir), 'index.html');
  if (!existsSync(built)) return `${distDir}/ não existe`;
  const builtAt = statSync(built).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if ((await newestMtime(resolve(root, input))) > builtAt) return `${input} mudou desde o último build`;
  }
  return null;
}

/** Runs `vite build` with the terminal attached, so its progress and errors show as they happen. */
export async function runViteBuild(root: string): Promise<void> {
  const viteBin = join(resolve(root), 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build falhou (${code ?? signal})`)),
    );
  });
}
