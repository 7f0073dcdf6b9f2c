/**
 * What this browser allows for Web Push, read from the user agent and the display mode. Pure over its inputs so the
 * tests cover iPhone, Android and desktop without those browsers.
 */
export interface EnvironmentInput {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad on iPadOS 13+ calls itself a Mac. */
  maxTouchPoints: number;
  /** The app runs installed (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export type PushPlatform = 'ios' | 'android' | 'other';

type PushAvailability =
  /** iPhone/iPad in the browser: Web Push and badges exist only in the app added to the Home Screen. */
  'ios-needs-install' | 'unsupported' | 'supported';

export function platformOf({
  userAgent,
  maxTouchPoints,
}: Pick<EnvironmentInput, 'userAgent' | 'maxTouchPoints'>): PushPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

export function pushAvailability(input: EnvironmentInput): PushAvailability {
  if (platformOf(input) === 'ios' && !input.standalone) return 'ios-needs-install';
  return input.hasServiceWorker && input.hasPushManager && input.hasNotification ? 'supported' : 'unsupported';
}

function browserName(ua: string): string {
  if (/EdgA?\//.test(ua)) return 'Edge';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/CriOS\/|Chrome\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Navegador';
}

function systemName(ua: string, platform: PushPlatform): string {
  if (platform === 'ios') return /iPad|Macintosh/.test(ua) ? 'iPad' : 'iPhone';
  if (platform === 'android') return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Linux/.test(ua)) return 'Linux';
  return 'computador';
}

/** How the list names this device: "Chrome no Android", "Safari no iPhone", "Firefox no Windows". */
export function deviceLabel(input: Pick<EnvironmentInput, 'userAgent' | 'maxTouchPoints'>): string {
  const platform = platformOf(input);
  const system = systemName(input.userAgent, platform);
  return `${browserName(input.userAgent)} ${system === 'computador' ? 'neste' : 'no'} ${system}`;
}

/** The current browser's inputs. */
export function currentEnvironment(): EnvironmentInput {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches),
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasNotification: typeof Notification !== 'undefined',
  };
}
