import {
  ACCESS_TYPE_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberStatus,
} from '../../contract/constants/organization-users';
import type { ProfileName } from '../../contract/constants/profiles';
import { PROFILES } from '../../contract/constants/profiles';
import { formatDateTime } from '../../lib/format-date';

/** Badge colours: an active member is the normal case, an invitation waits, an inactive member is off. */
const STATUS_COLORS: Record<MemberStatus, string> = { ACTIVE: 'green', INVITED: 'yellow', INACTIVE: 'gray' };

export function statusLabel(status: MemberStatus): string {
  return MEMBER_STATUS_LABELS[status] ?? status;
}

export function statusColor(status: MemberStatus): string {
  return STATUS_COLORS[status] ?? 'gray';
}

export function accessTypeLabel(profile: ProfileName): string {
  return ACCESS_TYPE_LABELS[profile] ?? profile;
}

/** The profile choices of the forms, in the contract's order. */
const ACCESS_TYPE_OPTIONS = PROFILES.map((value) => ({ value, label: ACCESS_TYPE_LABELS[value] }));

/** Whether `caller` may grant `profile`: only a SUPER_ADMIN grants SUPER_ADMIN (server/members/member-rules.ts). */
const mayGrant = (caller: ProfileName, profile: ProfileName): boolean =>
  profile !== 'SUPER_ADMIN' || caller === 'SUPER_ADMIN';

/**
 * The choices `caller` may grant (an ADMIN is not offered what the API refuses). `current` keeps a profile
 * the caller may not grant on show, disabled, so the form still says what the person has.
 */
export function grantableAccessTypeOptions(
  caller: ProfileName,
  current?: ProfileName,
): { value: ProfileName; label: string; disabled?: boolean }[] {
  return ACCESS_TYPE_OPTIONS.flatMap((option) => {
    if (mayGrant(caller, option.value)) return [option];
    return option.value === current ? [{ ...option, disabled: true }] : [];
  });
}

/** '23/11/2026 14:05', or what a member who never signed in is told. */
export function lastSignInLabel(lastSignInAt: string | null): string {
  return lastSignInAt ? formatDateTime(lastSignInAt) : 'Nunca entrou';
}
