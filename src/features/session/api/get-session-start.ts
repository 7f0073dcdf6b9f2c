import type { SessionStart } from '../../../contract/organization';
import { organizationEndpoints } from '../../../contract/endpoints/organizations';
import { callApi } from '../../../lib/http/call-api';

/** The session's start in one request: the user, the organizations and the first organization's holders. */
export function getSessionStart(): Promise<SessionStart> {
  return callApi(organizationEndpoints.startSession);
}
