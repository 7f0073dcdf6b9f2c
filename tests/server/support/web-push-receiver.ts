/**
 * A local push service for tests (issue 19): it accepts what `web-push` sends, checks the VAPID Authorization
 * header (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with the keys of a subscription it made up as a
 * browser would (a P-256 key pair and a 16-byte auth secret). Used by the server tests and the e2e test.
 *
 *   const receiver = await startPushReceiver();                 // http://127.0.0.1:<free port> ({ port } for e2e)
 *   const device = receiver.createSubscription('phone');        // { endpoint, expirationTime, keys } to subscribe
 *   // …the server sends…
 *   const [push] = await receiver.waitFor(1);                   // push.payload is the decrypted JSON
 *   receiver.respondWith('phone', 410);                         // the next pushes to that device answer 410
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser keeps of its subscription: the private half of p256dh and the auth secret. */
export interface BrowserPushKeys {
  ecdh: ECDH;
  /** base64url, as PushSubscription.toJSON().keys */
  p256dh: string;
  auth: string;
}

/** A fresh subscription key pair, as a browser makes it. */
export function createBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * RFC 8291 + RFC 8188: the aes128gcm body is salt (16) | record size (4) | key id length (1) | key id (the sender's
 * ephemeral public key) | records. Each record is AES-128-GCM; its plaintext ends with a delimiter (0x02 on the
 * last record, 0x01 before) followed by zero padding.
 */
export function decryptAes128gcm(body: Buffer, keys: BrowserPushKeys): Buffer {
  if (body.length < 21) throw new Error('aes128gcm: body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  if (senderPublic.length !== 65 || recordSize < 18) throw new Error('aes128gcm: bad header');
  const receiverPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([utf8('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record sequence number is XORed into the nonce's low bits (RFC 8188 §2.3); a test body has few records.
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('aes128gcm: padding delimiter missing');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

/** The claims of a verified VAPID token, and the key it was signed with. */
export interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
  /** The server's public key (k=), base64url: the applicationServerKey. */
  publicKey: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by k, for the endpoint's origin, not
 * expired and at most 24 h ahead (RFC 8292 §2), with a mailto:/https: subject. Throws with the reason otherwise.
 */
export function verifyVapidAuthorization(
  header: string | undefined,
  endpoint: string,
  nowSeconds = Date.now() / 1000,
): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`VAPID: Authorization header is not "vapid t=…, k=…": ${header}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header64.alg !== 'ES256') throw new Error(`VAPID: alg ${header64.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID: k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID: bad signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud?: string;
    sub?: string;
    exp?: number;
  };
  if (claims.aud !== new URL(endpoint).origin)
    throw new Error(`VAPID: aud ${claims.aud} is not ${new URL(endpoint).origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600 + 60)
    throw new Error(`VAPID: exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`VAPID: sub ${claims.sub}`);
  return { aud: claims.aud, sub: claims.sub!, exp: claims.exp, publicKey };
}

/** PushSubscription.toJSON() of a made-up browser. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push as the receiver got it. */
export interface ReceivedPush {
  /** The subscription's name (createSubscription). */
  device: string;
  status: number;
  headers: IncomingHttpHeaders;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  vapid: VapidClaims;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
}

export interface PushReceiver {
  /** http://127.0.0.1:<port>: give it to the server as a push test origin. */
  origin: string;
  createSubscription(device: string): SubscriptionJson;
  /** Pushes answered 2xx, in arrival order (all of them, or one device's). */
  received(device?: string): ReceivedPush[];
  /** Requests that failed a check (bad VAPID, undecryptable body, unknown device): should stay empty. */
  errors: string[];
  /** Every request, whatever was answered (201, or the status set by respondWith). */
  requests: { device: string; status: number }[];
  /** The next pushes to `device` answer `status` (e.g. 410 gone, 500 to test retries); `times` of them (default all). */
  respondWith(device: string, status: number, times?: number): void;
  /** Resolves when at least `count` pushes were accepted (2xx), or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number, device?: string): Promise<ReceivedPush[]>;
  /** Forgets what was received and every respondWith (the subscriptions stay). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1: on any free port (server tests, which hand `origin` to buildApp), or on `port` (e2e, where the
 * stack was started with PUSH_TEST_ORIGINS=http://127.0.0.1:<port> before the test runs).
 */
export async function startPushReceiver(options: { port?: number } = {}): Promise<PushReceiver> {
  const devices = new Map<string, BrowserPushKeys>();
  const overrides = new Map<string, { status: number; times: number }>();
  const accepted: ReceivedPush[] = [];
  const errors: string[] = [];
  const requests: { device: string; status: number }[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const keys = devices.get(device);
      const override = overrides.get(device);
      let status = 201;
      if (override && override.times > 0) {
        status = override.status;
        override.times--;
      }
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (!keys) throw new Error(`unknown device ${device}`);
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        const vapid = verifyVapidAuthorization(request.headers.authorization, `${origin}${request.url}`);
        const payload: unknown = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8'));
        const header = (name: string) =>
          typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null;
        const ttl = header('ttl');
        if (status >= 200 && status < 300) {
          accepted.push({
            device,
            status,
            headers: request.headers,
            ttl: ttl === null ? null : Number(ttl),
            urgency: header('urgency'),
            topic: header('topic'),
            vapid,
            payload,
          });
        }
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        status = 400;
      }
      requests.push({ device, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const received = (device?: string) => accepted.filter((push) => device === undefined || push.device === device);
  return {
    origin,
    errors,
    requests,
    createSubscription(device) {
      const keys = createBrowserPushKeys();
      devices.set(device, keys);
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      };
    },
    received,
    respondWith(device, status, times = Number.POSITIVE_INFINITY) {
      overrides.set(device, { status, times });
    },
    async waitFor(count, timeoutMs = 10_000, device) {
      const deadline = Date.now() + timeoutMs;
      while (received(device).length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `push receiver: ${received(device).length} of ${count} pushes after ${timeoutMs} ms (errors: ${errors.join('; ') || 'none'})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received(device);
    },
    reset() {
      accepted.length = 0;
      errors.length = 0;
      requests.length = 0;
      overrides.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
