/**
 * One Idempotency-Key per submission of a form: the same content sent again (a double click, a retry after a lost
 * answer) reuses the key, so the server creates one thing; changed content gets a new key (the server would answer
 * 422 for a key reused with other content). Used by the manual-movement form and the report request form.
 */
export interface SubmissionKey {
  key: string;
  fingerprint: string;
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function nextSubmissionKey(previous: SubmissionKey | null, fingerprint: string): SubmissionKey {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: randomKey(), fingerprint };
}
