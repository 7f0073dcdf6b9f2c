import { spawn, type ChildProcess } from 'node:child_process';

export interface SoakStackOptions {
  port: number;
  identityPort: number;
  dataDir: string;
  /** The built PWA (PWA_DIST, else dist). */
  pwaDist: string;
  /** More environment for scripts/start.ts (e.g. FAKE_HOSTED_UI_PORT). */
  env?: Record<string, string>;
}

/**
 * The whole local stack (`scripts/start.ts`: identity, PGlite, API, PWA) in a child process of the soak's own, so
 * that the soak can stop it as an operator would (SIGTERM, a clean shutdown) or kill it (SIGKILL to its process
 * group: API, database and identity die mid-request, nothing is flushed), then start it again on the same data.
 */
export class SoakStack {
  private child: ChildProcess | null = null;
  private output: string[] = [];
  readonly url: string;

  constructor(private readonly options: SoakStackOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      // Its own process group: SIGKILL reaches the emulator it spawned too, and nothing else.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        IDENTITY_PORT: String(this.options.identityPort),
        DATA_DIR: this.options.dataDir,
        PWA_DIST: this.options.pwaDist,
        SEED_PROCESSES: '20',
        COURT_FEED_MINUTES: '0',
        RATE_LIMIT_SIGN_IN_PER_ADDRESS: '5000',
        RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
        ...this.options.env,
      },
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 60));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the stack exited while starting:\n${this.recentOutput()}`);
      const healthy = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the stack did not answer /health in ${timeoutMs} ms:\n${this.recentOutput()}`);
  }

  /** 'SIGTERM': the stack's own shutdown. 'SIGKILL': the whole process group, at once. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (signal === 'SIGKILL') process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000));
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
    if (signal === 'SIGKILL') {
      // The group may outlive its leader by a moment (the emulator): wait until nothing of it is left.
      for (let i = 0; i < 40; i++) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  recentOutput(): string {
    return this.output.join('\n');
  }
}
