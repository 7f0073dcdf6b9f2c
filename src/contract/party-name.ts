/**
 * docs/product.md#party-names: names of process parts are shown with non-alphanumeric characters stripped. Letters (accented
 * included), digits and spaces stay; runs of spaces collapse and the ends are trimmed.
 *
 * The one implementation of the rule: the API applies it wherever it serialises a part's name (process
 * list, detail, notifications, exports and PDFs), so every screen, file and alert spells a party the same way; the
 * PWA imports this same function, and applying it twice changes nothing.
 */
export function stripPartName(raw: string | null | undefined): string {
  return (raw ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rule over a list of names (authors, defendants). */
export const stripPartNames = (names: readonly string[]): string[] => names.map(stripPartName);
