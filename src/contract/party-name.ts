/**
 * Words of digits and Latin-1 letters (all precomposed, so NFC already) joined by single spaces: what the rule keeps
 * unchanged. Anything else (punctuation, other scripts, combining marks, extra spaces) goes through the rule.
 */
const ALREADY_CLEAN =
  /^[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+(?: [0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]+)*$/;

/**
 * docs/product.md#party-names: names of process parts are shown with non-alphanumeric characters stripped. Letters (accented
 * included), digits and spaces stay; runs of spaces collapse and the ends are trimmed.
 *
 * The one implementation of the rule: the API applies it wherever it serialises a part's name (process
 * list, detail, notifications, exports and PDFs), so every screen, file and alert spells a party the same way; the
 * PWA imports this same function, and applying it twice changes nothing.
 */
export function stripPartName(raw: string | null | undefined): string {
  // Most names are already clean: returned as they are (the rule below cost the API's process list ~3 % of its time).
  if (raw && ALREADY_CLEAN.test(raw)) return raw;
  return (raw ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rule over a list of names (authors, defendants). */
export const stripPartNames = (names: readonly string[]): string[] => names.map(stripPartName);
