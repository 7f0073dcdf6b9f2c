import { splitContacts } from '../lib/contact-links';
import { BareAnchor } from './bare/bare-anchor';

/**
 * A message whose e-mail addresses and phone numbers are links (mailto:, tel:); the words stay exactly as given.
 * Bare links: the sign-in screens' alerts show it before Mantine's runtime is loaded.
 */
export function ContactLinksText({ message }: { message: string }) {
  return (
    <>
      {splitContacts(message).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <BareAnchor key={i} href={part.href} inherit underline="always" fontWeight={600}>
            {part.text}
          </BareAnchor>
        ),
      )}
    </>
  );
}
