import { normalizeDocument } from '../../contract/brazil-document';
import type { Notification } from '../../contract/notifications';
import { paths } from '../../lib/paths';

/**
 * Where opening a notification goes: the process of a court change; the relationship graph that holds the entity of
 * a risk change, or, for a monitored document without a graph, its line among the consultations; null: nowhere (a
 * process not imported yet).
 */
export function notificationTarget(n: Notification): string | null {
  if (n.risk) {
    if (n.risk.analysisId !== null) return paths.relationships.getHref(n.risk.analysisId);
    return paths.activities.getHref({ busca: normalizeDocument(n.risk.entityDocument) });
  }
  return n.processId === null ? null : paths.process.getHref(n.processId);
}
