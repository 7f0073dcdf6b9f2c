import { MEMBER_STATUSES, type MemberStatus } from '../../contract/constants/organization-users';
import type { ListUserQuery } from '../../contract/organization-users';

/** The user list's filters in the URL (?busca=&status=): back/forward and reload keep them. */
export interface UserListState {
  busca: string;
  status: '' | MemberStatus;
}

export const EMPTY_USER_LIST_STATE: UserListState = { busca: '', status: '' };

/** The contract's limit on ?q (ListUserQuery). */
const SEARCH_MAX = 200;

export function readUserListState(search: URLSearchParams): UserListState {
  const status = (search.get('status') ?? '').trim().toUpperCase();
  return {
    busca: (search.get('busca') ?? '').trim().slice(0, SEARCH_MAX),
    status: (MEMBER_STATUSES as readonly string[]).includes(status) ? (status as MemberStatus) : '',
  };
}

/** Only what is chosen goes into the URL. */
export function writeUserListState(state: UserListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.busca) out.busca = state.busca;
  if (state.status) out.status = state.status;
  return out;
}

/** GET …/listuser's query: the server filters (name or e-mail, accent- and case-blind). */
export function toListUserQuery(state: UserListState): ListUserQuery {
  const query: ListUserQuery = {};
  if (state.busca) query.q = state.busca;
  if (state.status) query.status = state.status;
  return query;
}
