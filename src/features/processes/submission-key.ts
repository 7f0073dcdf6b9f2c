/**
 * One Idempotency-Key per submission: the same content sent again (a retry) reuses the key, so the server
 * creates one movement; changed content gets a new key (the server would answer 422 otherwise).
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

export function uploadFingerprint(file: { name: string; size: number; lastModified: number }, date: string, description: string): string {
  return JSON.stringify([file.name, file.size, file.lastModified, date, description.trim()]);
}
