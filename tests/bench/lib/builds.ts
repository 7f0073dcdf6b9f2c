import { spawnSync } from 'node:child_process';

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

export function viteBuild(spec: BuildSpec): void {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', spec.outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build of ${spec.outDir} failed (${result.status})`);
}
