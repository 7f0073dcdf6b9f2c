import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { SeedReport } from '../../../server/seed/seed.ts';

export interface BenchStack {
  url: string;
  baselineUrl: string;
  clientId: string;
  seed: SeedReport | null;
  startMs: number;
  database: string;
  /** PostgreSQL runs: the addresses of one and of two API processes on the same database (figure 9). */
  instances: { one: string[]; two: string[] } | null;
  stop: () => Promise<void>;
  /** SIGTERM to the stack's process group at once (a signal handler's way out; stop() waits for it). */
  kill: () => void;
}

export interface BenchStackOptions {
  port: number;
  identityPort: number;
  dataDir: string;
  processes: number;
  dist: string;
  baselineDist: string;
  databaseUrl?: string;
  /** Keep an existing data folder (quick development runs); the default starts from an empty one. */
  keepData?: boolean;
  /** More environment for the child (BENCH_SECOND_DATABASE: see serve.ts). */
  env?: Record<string, string>;
  /** Given the child's kill at once, before it is ready (to end a start that is no longer wanted). */
  onSpawn?: (kill: () => void) => void;
  /** Told each step of the stack's start as the child reports it. */
  onProgress?: (message: string) => void;
}

/** Starts tests/bench/serve.ts in a child process and resolves once it prints READY. */
export function startBenchStack(options: BenchStackOptions): Promise<BenchStack> {
  if (!options.keepData) rmSync(options.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve.ts'], {
    env: {
      ...process.env,
      BENCH_PORT: String(options.port),
      BENCH_IDENTITY_PORT: String(options.identityPort),
      BENCH_DATA_DIR: options.dataDir,
      BENCH_PROCESSES: String(options.processes),
      BENCH_DIST: options.dist,
      BENCH_BASELINE_DIST: options.baselineDist,
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: kill() ends it with what it started (cognito-local), even before its handlers exist.
    detached: true,
  });
  const kill = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  };
  options.onSpawn?.(kill);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (data: Buffer) => {
      buffer += data.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('PROGRESS ')) options.onProgress?.(line.slice(9));
        if (line.startsWith('READY '))
          resolve({ ...(JSON.parse(line.slice(6)) as Omit<BenchStack, 'stop' | 'kill'>), stop, kill });
      }
    });
    child.once('exit', (code) => reject(new Error(`the bench stack exited (${code}) before it was ready`)));
  });
}
