import type { MovementCommunication } from '../contract/movements';

/**
 * How a movement a court source published (the DJEN) is shown: the publication and deadline-start line apart from
 * the act's text. The server writes that line (and a cancellation's) at the start of the text; the screen shows
 * them as their own line and mark, so the text keeps only the act.
 */

const day = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

/** "Publicada em 03/11/2026; prazo começa em 04/11/2026". */
export const deadlineLine = (communication: MovementCommunication): string =>
  `Publicada em ${day(communication.publicationDate)}; prazo começa em ${day(communication.deadlineStart)}`;

const CANCELLED_PREFIX = /^Comunicação cancelada no DJEN[^\n]*?\.\s+(?=Publicada em )/;
const DEADLINE_PREFIX = /^Publicada em \d{2}\/\d{2}\/\d{4}; prazo começa em \d{2}\/\d{2}\/\d{4}\.\s*/;

/** The movement's text without the lines shown apart (only when the movement came from a court source). */
export function actText(text: string, communication: MovementCommunication | undefined): string {
  if (!communication) return text;
  return text.replace(CANCELLED_PREFIX, '').replace(DEADLINE_PREFIX, '');
}

/** "Cancelada no DJEN" with the reason, when there is one. */
export const cancellationLabel = (communication: MovementCommunication): string =>
  `Cancelada no ${communication.source === 'DJEN' ? 'DJEN' : 'diário'}${communication.cancellationReason ? `: ${communication.cancellationReason}` : ''}`;
