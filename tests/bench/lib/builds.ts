import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export interface BuildSpec {
  outDir: string;
  env: Record<string, string>;
}

/** The three builds of a run: production (bundle figures), bench (hook on), baseline (hook on, no offline). */
export const BUILDS = {
  prod: { outDir: 'dist-bench-prod', env: {} },
  bench: { outDir: 'dist-bench', env: { VITE_BENCH: '1' } },
  baseline: { outDir: 'dist-bench-nosw', env: { VITE_BENCH: '1', VITE_OFFLINE: 'off' } },
} satisfies Record<string, BuildSpec>;

/** One `vite build` in its own process (so several can run at once, beside the seed of the stack's process). */
export function viteBuild(spec: BuildSpec): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', spec.outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    // Below the seed's priority: the seed is one thread and the longest step, the builds fill the other core.
    try {
      if (child.pid !== undefined) setPriority(child.pid, 10);
    } catch {
      // Gone already, or not allowed: the build just runs at normal priority.
    }
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${spec.outDir} failed (${code})`)),
    );
  });
}
