import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface CognitoLocalProcessOptions {
  host: string;
  port: number;
  /** cognito-local keeps its data in `.cognito/` under its working directory; this is that directory. */
  cwd: string;
  /** Prefix of every token's `iss`; cognito-local appends `/{userPoolId}`. */
  issuerDomain: string;
  /** Fixed one-time code for password resets (cognito-local's CODE variable). */
  fixedCode: string;
  readyTimeoutMs?: number;
  /** Called if the emulator dies after it was ready (not after stop()). */
  onUnexpectedExit?: (message: string) => void;
}

export interface CognitoLocalProcess {
  url: string;
  pid: number;
  /** The last lines the emulator printed, for error messages. */
  recentOutput(): string;
  stop(): Promise<void>;
}

const OUTPUT_LINES_KEPT = 40;

function cognitoLocalBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
}

/** Pins the token issuer in `.cognito/config.json`, keeping anything else a developer put there. */
async function writeConfig(cwd: string, issuerDomain: string): Promise<void> {
  const folder = join(cwd, '.cognito');
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'config.json');
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // Missing or unreadable: start from an empty config.
  }
  const tokenConfig = (config['TokenConfig'] ?? {}) as Record<string, unknown>;
  config['TokenConfig'] = { ...tokenConfig, IssuerDomain: issuerDomain };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

export async function spawnCognitoLocal(options: CognitoLocalProcessOptions): Promise<CognitoLocalProcess> {
  await writeConfig(options.cwd, options.issuerDomain);
  const url = `http://${options.host}:${options.port}`;
  const child = spawn(process.execPath, [cognitoLocalBin()], {
    cwd: options.cwd,
    env: {
      ...process.env,
      HOST: options.host,
      PORT: String(options.port),
      CODE: options.fixedCode,
      // cognito-local bundles the AWS SDK v2 (for Lambda triggers we do not use); its end-of-support banner is noise.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // The pipes must be drained, or the emulator blocks once the buffers fill.
  const keep = (chunk: Buffer) => {
    output.push(
      ...chunk
        .toString('utf8')
        // eslint-disable-next-line no-control-regex -- strip pino-pretty's colour codes
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .filter(Boolean),
    );
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const recentOutput = () => output.join('\n');

  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Never leave an orphan emulator behind when the parent exits without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    await waitUntilReady(child, url, exited, recentOutput, options.readyTimeoutMs ?? 20_000);
  } catch (error) {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  void exited.then((code) => {
    process.removeListener('exit', killOnExit);
    // Ctrl+C in a terminal signals the whole process group, the emulator included: that is a shutdown, not a crash.
    const terminalSignal = child.signalCode === 'SIGINT' || child.signalCode === 'SIGHUP';
    if (!stopping && !terminalSignal) {
      const report = options.onUnexpectedExit ?? ((message: string) => console.error(message));
      report(`cognito-local (pid ${child.pid}) exited unexpectedly (${code ?? child.signalCode}).\n${recentOutput()}`);
    }
  });

  return {
    url,
    pid: child.pid ?? -1,
    recentOutput,
    async stop() {
      stopping = true;
      await stopChild(child, exited);
    },
  };
}

async function waitUntilReady(
  child: ChildProcess,
  url: string,
  exited: Promise<number | null>,
  recentOutput: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined || child.exitCode !== null) {
      throw new Error(`cognito-local exited (code ${exitCode ?? child.exitCode}) before answering:\n${recentOutput()}`);
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cognito-local did not answer on ${url} within ${timeoutMs} ms:\n${recentOutput()}`);
}

/** Ends the emulator by its own PID: SIGTERM first, SIGKILL if it lingers. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
