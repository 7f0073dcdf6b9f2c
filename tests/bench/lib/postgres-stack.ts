import { spawn, spawnSync } from 'node:child_process';
import { startBenchStack, type BenchStack } from './stack-process.ts';

/** Figure 9's second database: a stack on a scratch PostgreSQL cluster, or why there is none. */
export type SecondDatabase = { stack: BenchStack } | { notMeasured: string };

export interface ScratchStack {
  /** Resolves once the cluster is up and the stack on it seeded and listening (never rejects: a failure is a reason). */
  ready: Promise<SecondDatabase>;
  /** Stops the stack, then stops and deletes the cluster; safe to call twice, at any point of the start. */
  stop: () => Promise<void>;
  /** The same, synchronously, for a signal handler (the stack child is killed, the cluster stopped and deleted). */
  stopNow: () => void;
}

interface Options {
  port: number;
  identityPort: number;
  processes: number;
  dist: string;
  baselineDist: string;
  onProgress: (message: string) => void;
}

/** `bash scripts/pg-scratch.sh start`: "<url> <dir>", exit 3 without PostgreSQL binaries. */
function startCluster(): Promise<{ url: string; dir: string } | { absent: string } | { failed: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['scripts/pg-scratch.sh', 'start'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => {
      if (code === 3) return resolve({ absent: err.trim() });
      const [url, dir] = out.trim().split(' ');
      if (code !== 0 || !url || !dir) return resolve({ failed: `pg-scratch.sh start exited ${code}: ${err.trim()}` });
      resolve({ url, dir });
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster (scripts/pg-scratch.sh, as `npm test`'s pg stage does) and a second bench
 * stack on it seeded with the same processes, in the background: run.ts starts it beside the builds and the PGlite
 * seed and measures figure 9 on both. Without PostgreSQL binaries the answer says so (not a failure).
 */
export function startScratchPostgresStack(options: Options): ScratchStack {
  let dir: string | null = null;
  let stack: BenchStack | null = null;
  let killStarting: (() => void) | null = null;
  let stopped = false;
  const dropCluster = () => {
    if (dir) spawnSync('bash', ['scripts/pg-scratch.sh', 'stop', dir], { stdio: 'inherit' });
    dir = null;
  };
  const ready = (async (): Promise<SecondDatabase> => {
    const cluster = await startCluster();
    if ('absent' in cluster) return { notMeasured: 'no PostgreSQL here' };
    if ('failed' in cluster) return { notMeasured: `the scratch PostgreSQL cluster did not start (${cluster.failed})` };
    dir = cluster.dir;
    if (stopped) {
      dropCluster();
      return { notMeasured: 'stopped before it was ready' };
    }
    options.onProgress(`scratch PostgreSQL cluster up (${cluster.url.replace(/\/\/[^@]*@/, '//')}), seeding…`);
    try {
      stack = await startBenchStack({
        port: options.port,
        identityPort: options.identityPort,
        dataDir: `.data/bench-${options.port}-pg`,
        processes: options.processes,
        dist: options.dist,
        baselineDist: options.baselineDist,
        databaseUrl: cluster.url,
        env: { BENCH_SECOND_DATABASE: '1' },
        onSpawn: (kill) => (killStarting = kill),
        onProgress: options.onProgress,
      });
      return { stack };
    } catch (error) {
      dropCluster();
      return {
        notMeasured: `the PostgreSQL stack did not start (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  })();
  return {
    ready,
    async stop() {
      stopped = true;
      if (stack) await stack.stop();
      else if (killStarting) {
        // Still seeding: end it and wait for the start to give up before the cluster goes.
        killStarting();
        await ready;
      }
      stack = null;
      dropCluster();
    },
    stopNow() {
      stopped = true;
      (stack?.kill ?? killStarting ?? (() => {}))();
      dropCluster();
    },
  };
}
