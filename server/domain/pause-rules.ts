import { PAUSE_COOLDOWN_DAYS } from '../../src/contract/constants/activities.ts';

const DAY_MS = 86_400_000;

/** The monitoring state of an item, as stored. */
export interface MonitoringState {
  monitoring: boolean;
  pauseEndsAt: Date | null;
  pauseAvailableAt: Date | null;
}

type ActivityState = 'Consulta' | 'Monitoria' | 'Pausa';

/** Pausa while a pause runs; monitoring resumes by itself when it ends. */
export function activityState(state: MonitoringState, now: Date): ActivityState {
  if (!state.monitoring) return 'Consulta';
  return state.pauseEndsAt && state.pauseEndsAt > now ? 'Pausa' : 'Monitoria';
}

/** Why a pause cannot start now, or null when it can (contract: src/contract/activities.ts). */
export function pauseRefusal(
  state: MonitoringState,
  now: Date,
): 'notMonitored' | 'alreadyPaused' | 'notAvailableYet' | null {
  const current = activityState(state, now);
  if (current === 'Consulta') return 'notMonitored';
  if (current === 'Pausa') return 'alreadyPaused';
  if (state.pauseAvailableAt && state.pauseAvailableAt > now) return 'notAvailableYet';
  return null;
}

export const canPause = (state: MonitoringState, now: Date): boolean => pauseRefusal(state, now) === null;

/** A pause of `days` from now: when it ends and when the next one becomes available. */
export function pauseWindow(days: number, now: Date): { endsAt: Date; availableAt: Date } {
  const endsAt = new Date(now.getTime() + days * DAY_MS);
  return { endsAt, availableAt: new Date(endsAt.getTime() + PAUSE_COOLDOWN_DAYS * DAY_MS) };
}

/** Resuming early: the pause ends now and the cool-down counts from now. */
export function resumeWindow(now: Date): { endsAt: Date; availableAt: Date } {
  return { endsAt: now, availableAt: new Date(now.getTime() + PAUSE_COOLDOWN_DAYS * DAY_MS) };
}
