/**
 * A local stand-in for the Cognito hosted UI's Google sign-in: `/oauth2/authorize` (an account
 * chooser in place of Google, then back to `redirect_uri` with `code` and `state`, as Cognito does for an identity
 * provider), `/oauth2/token` (the authorization_code grant, PKCE checked) and `/logout`. Development and tests only:
 * it signs with cognito-local's public key pair, so its tokens are as forgeable as the emulator's; the production
 * start refuses FAKE_HOSTED_UI_PORT (scripts/production/setting-rules.ts), and the runtime never imports dev-stack.
 *
 * Amplify calls `https://${oauthDomain}/oauth2/…` whatever the domain (the scheme is hard-coded in its
 * signInWithRedirect and completeOAuthFlow), so this fake speaks TLS with a self-signed certificate made at start
 * (openssl); a browser must accept it (Playwright: `ignoreHTTPSErrors`).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { selfSignedCertificate } from './self-signed-certificate.ts';
import { signRs256 } from './rs256.ts';

/** A Google account the chooser offers. `linkedTo`: the pool user it was linked to (AdminLinkProviderForUser). */
export interface FakeGoogleAccount {
  /** Google's user id (digits): Cognito names the federated user `google_<id>`. */
  googleUserId: string;
  email: string;
  givenName: string;
  familyName: string;
  linkedTo?: { sub: string; username: string };
}

export interface FakeHostedUiOptions {
  port: number;
  host?: string;
  /** The pool's issuer (`iss` of cognito-local's tokens) and app client (`aud`). */
  issuer: string;
  clientId: string;
  /** Exact redirect_uri / logout_uri values accepted (the app client's callback and sign-out URLs). */
  callbackUrls: readonly string[];
  accounts: readonly FakeGoogleAccount[];
  /** Lifetime of the ID and access tokens, in seconds (Cognito's default: 3600). */
  tokenSeconds?: number;
}

export interface FakeHostedUi {
  /** What OAUTH_DOMAIN must be: `127.0.0.1:<port>` (Amplify prepends https://). */
  domain: string;
  url: string;
  stop(): Promise<void>;
}

interface PendingCode {
  account: FakeGoogleAccount;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  expiresAt: number;
}

const CODE_SECONDS = 300;

async function cognitoLocalPrivateKey(): Promise<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { pem: string }).pem;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const base64url = (buffer: Buffer) => buffer.toString('base64url');

export function cognitoUsernameOf(account: FakeGoogleAccount): string {
  return account.linkedTo?.username ?? `google_${account.googleUserId}`;
}

/** A stable subject per Google account, shaped like Cognito's (a UUID). */
export function federatedSubjectOf(account: FakeGoogleAccount): string {
  if (account.linkedTo) return account.linkedTo.sub;
  const hex = createHash('sha256').update(`google:${account.googleUserId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-9${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startFakeHostedUi(options: FakeHostedUiOptions): Promise<FakeHostedUi> {
  const host = options.host ?? '127.0.0.1';
  const privateKey = await cognitoLocalPrivateKey();
  const tokenSeconds = options.tokenSeconds ?? 3600;
  const codes = new Map<string, PendingCode>();
  const origins = new Set(options.callbackUrls.map((url) => new URL(url).origin));

  function tokensFor(pending: PendingCode) {
    const { account } = pending;
    const now = Math.floor(Date.now() / 1000);
    const sub = federatedSubjectOf(account);
    const username = cognitoUsernameOf(account);
    const identities = [
      {
        userId: account.googleUserId,
        providerName: 'Google',
        providerType: 'Google',
        issuer: null,
        primary: 'true',
        dateCreated: String(now * 1000),
      },
    ];
    const common = {
      sub,
      iss: options.issuer,
      iat: now,
      auth_time: now,
      exp: now + tokenSeconds,
      jti: randomUUID(),
      origin_jti: randomUUID(),
    };
    const idToken = signRs256(privateKey, {
      ...common,
      aud: options.clientId,
      token_use: 'id',
      'cognito:username': username,
      email: account.email,
      email_verified: true,
      given_name: account.givenName,
      family_name: account.familyName,
      identities,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    });
    const accessToken = signRs256(privateKey, {
      ...common,
      client_id: options.clientId,
      token_use: 'access',
      scope: 'openid profile email',
      username,
    });
    return {
      id_token: idToken,
      access_token: accessToken,
      refresh_token: base64url(randomBytes(48)),
      expires_in: tokenSeconds,
      token_type: 'Bearer',
    };
  }

  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== options.clientId || !options.callbackUrls.includes(redirectUri)) {
      return send(res, 400, 'redirect_mismatch', { 'content-type': 'text/plain; charset=utf-8' });
    }
    const back = (params: Record<string, string>) => {
      const target = new URL(redirectUri);
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      send(res, 302, '', { location: target.href });
    };
    const state = q.get('state') ?? '';
    if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type', state });
    if (q.get('identity_provider') !== 'Google')
      return back({ error: 'invalid_request', error_description: 'identity_provider', state });
    const challenge = q.get('code_challenge') ?? '';
    if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return back({ error: 'invalid_request', error_description: 'code_challenge', state });
    }
    const chosen = q.get('account');
    const account = options.accounts.find((a) => a.googleUserId === chosen);
    if (account) {
      const code = randomUUID();
      codes.set(code, {
        account,
        redirectUri,
        codeChallenge: challenge,
        nonce: q.get('nonce'),
        expiresAt: Date.now() + CODE_SECONDS * 1000,
      });
      return back({ code, ...(state ? { state } : {}) });
    }
    // The account chooser: each choice is this same request plus `account`.
    const items = options.accounts.map((a) => {
      const next = new URL(url.href);
      next.searchParams.set('account', a.googleUserId);
      return `<li><a href="${escapeHtml(`${next.pathname}${next.search}`)}">${escapeHtml(`${a.givenName} ${a.familyName}`)} — ${escapeHtml(a.email)}</a></li>`;
    });
    send(
      res,
      200,
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Escolha uma conta do Google</title></head>
<body><h1>Escolha uma conta do Google</h1><p>Simulação local da tela de login (somente desenvolvimento e testes).</p><ul>${items.join('')}</ul></body></html>`,
      { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" },
    );
  }

  async function token(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): Promise<void> {
    const json = { ...cors, 'content-type': 'application/json' };
    const refuse = (error: string) => send(res, 400, JSON.stringify({ error }), json);
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // One use, whatever the outcome (as RFC 6749 requires).
    if (!pending || pending.expiresAt < Date.now()) return refuse('invalid_grant');
    if (form.get('client_id') !== options.clientId) return refuse('invalid_client');
    if (form.get('redirect_uri') !== pending.redirectUri) return refuse('invalid_grant');
    const verifier = form.get('code_verifier') ?? '';
    if (base64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge)
      return refuse('invalid_grant');
    send(res, 200, JSON.stringify(tokensFor(pending)), json);
  }

  function logout(url: URL, res: ServerResponse): void {
    const target = url.searchParams.get('logout_uri') ?? '';
    if (url.searchParams.get('client_id') !== options.clientId || !options.callbackUrls.includes(target)) {
      return send(res, 400, 'invalid logout_uri', { 'content-type': 'text/plain; charset=utf-8' });
    }
    send(res, 302, '', { location: target });
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `https://${host}:${options.port}`);
    const origin = req.headers.origin;
    // The token endpoint is called by the page (fetch, with Amplify's x-amz-user-agent header: a preflight).
    const cors: Record<string, string> =
      origin && origins.has(origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-headers': 'content-type, x-amz-user-agent',
            'access-control-allow-methods': 'POST',
            vary: 'origin',
          }
        : {};
    if (url.pathname === '/oauth2/token' && req.method === 'OPTIONS') return send(res, 204, '', cors);
    if (url.pathname === '/oauth2/token' && req.method === 'POST') return token(req, res, cors);
    if (url.pathname === '/oauth2/authorize' && req.method === 'GET') return authorize(url, res);
    if (url.pathname === '/logout' && req.method === 'GET') return logout(url, res);
    send(res, 404, 'not found', { 'content-type': 'text/plain' });
  };

  const certificate = await selfSignedCertificate(host);
  const server: Server = createServer(certificate, (req, res) => {
    handle(req, res).catch(() => send(res, 500, 'error'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const domain = `${host}:${options.port}`;
  return {
    domain,
    url: `https://${domain}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
