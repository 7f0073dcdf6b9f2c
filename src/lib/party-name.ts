/**
 * Spec §5: names of process parts are shown with non-alphanumeric characters stripped. Letters (accented
 * included), digits and spaces stay; runs of spaces collapse and the ends are trimmed.
 */
export function stripPartName(raw: string | null | undefined): string {
  return (raw ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
