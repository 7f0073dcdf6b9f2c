import { Anchor } from '@mantine/core';
import { splitContacts } from '../lib/contact-links';

/** A message whose e-mail addresses and phone numbers are links (mailto:, tel:); the words stay exactly as given. */
export function ContactLinksText({ message }: { message: string }) {
  return (
    <>
      {splitContacts(message).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Anchor key={i} href={part.href} inherit underline="always" fw={600}>
            {part.text}
          </Anchor>
        ),
      )}
    </>
  );
}
