/**
 * Which push service URLs the server will POST to. A subscription names the URL the server later calls,
 * so an unchecked one would turn the server into a request forwarder: only https URLs on the hosts of the known
 * browser push services are accepted, at subscribe time and again before every send. Tests add loopback origins of
 * their own local endpoint (`pushTestOrigins`), which are the only http URLs accepted.
 */

/** Exact hosts of push services. */
const PUSH_HOSTS = new Set([
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet…
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS, iOS Home Screen apps)
]);

/** Host suffixes of push services with per-region or per-tenant hosts. */
const PUSH_HOST_SUFFIXES = [
  '.push.apple.com', // Apple's regional hosts
  '.notify.windows.com', // Edge / Windows Push Notification Services
];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

type PushEndpointCheck = { ok: true; url: URL } | { ok: false; problem: 'invalid' | 'refused' };

/** A test origin must be a loopback origin (`http://127.0.0.1:4302`); anything else is a configuration error. */
export function normalizeTestOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`pushTestOrigins: "${origin}" não é uma origem (ex.: http://127.0.0.1:4302).`);
    }
    if (!LOOPBACK_HOSTS.has(url.hostname) || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(
        `pushTestOrigins: "${origin}" deve ser uma origem local (http://127.0.0.1:<porta>), sem caminho.`,
      );
    }
    return url.origin;
  });
}

function isKnownPushHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    PUSH_HOSTS.has(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}

/** Whether the server may send to `endpoint`: a known push service over https, or one of the test origins. */
export function checkPushEndpoint(endpoint: string, testOrigins: readonly string[] = []): PushEndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.username || url.password || url.hash) return { ok: false, problem: 'invalid' };
  if (testOrigins.includes(url.origin)) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, problem: 'invalid' };
  // A port makes it some other service on that host; the push services answer on 443.
  if (url.port !== '' || !isKnownPushHost(url.hostname)) return { ok: false, problem: 'refused' };
  return { ok: true, url };
}
