/** What makes two uploads "the same submission" (the Idempotency-Key rule is src/lib/submission-key.ts). */
export function uploadFingerprint(
  file: { name: string; size: number; lastModified: number },
  date: string,
  description: string,
): string {
  return JSON.stringify([file.name, file.size, file.lastModified, date, description.trim()]);
}
