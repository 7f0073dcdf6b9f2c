/**
 * What must never reach a log line: tokens, passwords, reset codes, Authorization headers and CPF/CNPJ numbers. Two
 * layers: pino's `redact` removes the known fields wherever code logs an object, and `scrubLogLine` rewrites the
 * finished line, so a secret that slips into a message (an error text, a URL, a job payload) is caught too.
 */

export const REDACTED = '[redacted]';

/** Field names that hold a secret, in the spellings the API, Amplify/Cognito and the job payloads use. */
const SECRET_FIELDS = [
  'authorization',
  'Authorization',
  'cookie',
  'password',
  'Password',
  'PASSWORD',
  'NEW_PASSWORD',
  'newPassword',
  'TemporaryPassword',
  'temporaryPassword',
  'PreviousPassword',
  'ProposedPassword',
  'token',
  'accessToken',
  'AccessToken',
  'IdToken',
  'idToken',
  'RefreshToken',
  'refreshToken',
  'REFRESH_TOKEN',
  'Session',
  'ConfirmationCode',
  'SECRET_HASH',
  'ClientSecret',
  'cpf',
  'cnpj',
  'document',
  'documents',
] as const;

/** pino redact paths: each field at the top level and one or two levels down (pino wildcards span one level). */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

// Order matters: bare numbers as JSON values first (they need quotes to stay valid JSON), then text inside strings.
const SCRUBBERS: readonly (readonly [RegExp, string])[] = [
  // A JWT (ID, access, or a forged one) anywhere: three base64url parts, the first a JSON header.
  [/eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[token]'],
  [/(bearer)(\s+|%20)[^\s",]+/gi, `$1 ${REDACTED}`],
  // A CPF (11 digits) or CNPJ (14) written as a JSON number.
  [/(:\s*)(\d{11}|\d{14})(?=\s*[,}\]])/g, '$1"[documento]"'],
  // Formatted CPF and CNPJ (numeric or the alphanumeric CNPJ), the slash also percent-encoded (a path segment).
  [/\d{3}\.\d{3}\.\d{3}-\d{2}/g, '[documento]'],
  [/[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}(?:\/|%2F)[0-9A-Z]{4}-\d{2}/gi, '[documento]'],
  // A bare alphanumeric CNPJ: twelve capitals or digits, at least one letter, then two check digits.
  [/(?<![\w.])(?=[0-9A-Z]{0,11}[A-Z])[0-9A-Z]{12}\d{2}(?!\w)/g, '[documento]'],
  // Bare ones: a run of exactly 11 or 14 digits (not part of a longer number, a decimal or an identifier).
  [/(?<![\w.])(?:\d{14}|\d{11})(?![\w.])/g, '[documento]'],
];

/** The line with every secret-shaped text replaced (pino's hooks.streamWrite). */
export function scrubLogLine(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SCRUBBERS) out = out.replace(pattern, replacement);
  return out;
}

/** The path of a URL without its query string: signed links and search filters carry tokens and documents there. */
export function pathOnly(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}
