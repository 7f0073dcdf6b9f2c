/** NEW_PROCESS: a monitored document is a party to a new process; CHANGE_MOVIMENT: a process has a new movement. */
export const NOTIFICATION_TYPES = ['NEW_PROCESS', 'CHANGE_MOVIMENT'] as const;
