/** The catalogue message (docs/messages.md#error-catalogue), shown on the login screen when the user belongs to no organization. */
export function accessUnavailableMessage(contact: { phone: string; email: string }): string {
  return `Acesso indisponível! Entre em contato via whatsapp pelo número ${contact.phone} ou email: ${contact.email}`;
}

/** Said on Início when the organization on screen left the user's list (membership deactivated) and another took its place. */
export function lostOrganizationNotice(lost: string, now: string): string {
  return `Você não tem mais acesso a ${lost}. Agora você está em ${now}.`;
}
