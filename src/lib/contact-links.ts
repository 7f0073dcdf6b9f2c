/**
 * Splits a message into plain text and the contacts in it (e-mail addresses, Brazilian phone numbers), so that a
 * person on a phone can tap them. The text itself is never changed: catalogue messages stay exactly as written.
 */
type MessagePart = { kind: 'text'; text: string } | { kind: 'email' | 'phone'; text: string; href: string };

const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:\+55\s?)?\(?\b\d{2}\)?\s?9?\d{4}-?\d{4}\b)/g;

/** tel: with the country code, digits only: '(11) 4002-8922' → 'tel:+551140028922'. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

export function splitContacts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(CONTACT)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    const [text, email] = match;
    parts.push(email ? { kind: 'email', text, href: `mailto:${email}` } : { kind: 'phone', text, href: telHref(text) });
    last = start + text.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
