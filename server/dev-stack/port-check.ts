import { createServer } from 'node:net';

/** Rejects with a clear message when something already listens on host:port (checked before spawning a server). */
export async function assertPortFree(host: string, port: number, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `Port ${port} on ${host} is already in use, so ${what} cannot start. Stop whatever uses it ` +
            `(a previous run that is still alive?) or choose another port with ${envName}.`
          : `Cannot listen on ${host}:${port} for ${what}: ${error.message}`;
      reject(new Error(reason));
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A port the OS says is free right now (for tests and for the dev server's helpers). */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
