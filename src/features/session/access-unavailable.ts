/** The catalogue message (docs/messages.md#error-catalogue), shown on the login screen when the user belongs to no organization. */
export function accessUnavailableMessage(contact: { phone: string; email: string }): string {
  return `Acesso indisponível! Entre em contato via whatsapp pelo número ${contact.phone} ou email: ${contact.email}`;
}
