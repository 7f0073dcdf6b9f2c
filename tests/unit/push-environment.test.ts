import { describe, expect, it } from 'vitest';
import {
  deviceLabel,
  pushAvailability,
  platformOf,
  type EnvironmentInput,
} from '../../src/features/device-notifications/push-environment';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const env = (over: Partial<EnvironmentInput>): EnvironmentInput => ({
  userAgent: LINUX_FIREFOX,
  maxTouchPoints: 0,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ...over,
});

describe('push availability', () => {
  it('asks iPhone and iPad (even as a Mac) to add the app to the Home Screen first, outside the installed app', () => {
    expect(pushAvailability(env({ userAgent: IPHONE, hasPushManager: false }))).toBe('ios-needs-install');
    expect(pushAvailability(env({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('ios-needs-install');
    expect(pushAvailability(env({ userAgent: IPHONE, standalone: true }))).toBe('supported');
    expect(pushAvailability(env({ userAgent: IPHONE, standalone: true, hasPushManager: false }))).toBe('unsupported');
  });

  it('a real Mac is not an iPad; a browser without the Push API is unsupported', () => {
    expect(platformOf(env({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('other');
    expect(pushAvailability(env({ hasServiceWorker: false }))).toBe('unsupported');
    expect(pushAvailability(env({ hasNotification: false }))).toBe('unsupported');
    expect(pushAvailability(env({ userAgent: ANDROID_CHROME }))).toBe('supported');
    expect(platformOf(env({ userAgent: ANDROID_CHROME }))).toBe('android');
  });
});

describe('device label', () => {
  it('names the browser and the system in Portuguese', () => {
    expect(deviceLabel(env({ userAgent: IPHONE }))).toBe('Safari no iPhone');
    expect(deviceLabel(env({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('Safari no iPad');
    expect(deviceLabel(env({ userAgent: ANDROID_CHROME }))).toBe('Chrome no Android');
    expect(deviceLabel(env({ userAgent: SAMSUNG }))).toBe('Samsung Internet no Android');
    expect(deviceLabel(env({ userAgent: WINDOWS_EDGE }))).toBe('Edge no Windows');
    expect(deviceLabel(env({ userAgent: LINUX_FIREFOX }))).toBe('Firefox no Linux');
    expect(deviceLabel(env({ userAgent: 'curl/8' }))).toBe('Navegador neste computador');
  });
});
