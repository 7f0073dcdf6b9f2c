import { describe, expect, it } from 'vitest';
import { clickPath, routeNotificationClick } from '../../src/sw/click-routing';
import { fakeScope, fakeWindow, ORIGIN } from './sw-fake-scope';

const notification = (url: unknown) => ({ data: { url }, close: () => undefined });

describe('notification click routing', () => {
  it('focuses the focused window of the app and takes it to the process', async () => {
    const other = fakeWindow(`${ORIGIN}/`);
    const focused = fakeWindow(`${ORIGIN}/notificacoes`, true);
    const { scope, openWindow } = fakeScope({ windows: [other, focused] });
    expect(await routeNotificationClick(scope, notification('/processos/42'))).toBe('focused');
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/processos/42`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('uses another window of the app when none is focused; a window of another site is not ours', async () => {
    const foreign = fakeWindow('https://outro.example/processos/42', true);
    const ours = fakeWindow(`${ORIGIN}/processos`);
    const { scope } = fakeScope({ windows: [foreign, ours] });
    await routeNotificationClick(scope, notification('/notificacoes'));
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/notificacoes`);
    expect(foreign.focus).not.toHaveBeenCalled();
  });

  it('only focuses a window already at the address', async () => {
    const at = fakeWindow(`${ORIGIN}/processos/42`);
    const { scope } = fakeScope({ windows: [at] });
    await routeNotificationClick(scope, notification('/processos/42'));
    expect(at.focus).toHaveBeenCalled();
    expect(at.navigate).not.toHaveBeenCalled();
  });

  it('opens a window at the process when the app is closed', async () => {
    const { scope, openWindow } = fakeScope();
    expect(await routeNotificationClick(scope, notification('/processos/42'))).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/processos/42`);
  });

  it('opens a new window when the open one cannot be navigated (not controlled by the worker)', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/`, true, false);
    const { scope, openWindow } = fakeScope({ windows: [uncontrolled] });
    expect(await routeNotificationClick(scope, notification('/processos/42'))).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/processos/42`);
  });

  it('still navigates a window that refused the focus', async () => {
    const window = fakeWindow(`${ORIGIN}/`, true);
    window.focus.mockImplementation(() => Promise.reject(new DOMException('no activation', 'InvalidAccessError')));
    const { scope, openWindow } = fakeScope({ windows: [window] });
    expect(await routeNotificationClick(scope, notification('/processos/9'))).toBe('focused');
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}/processos/9`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('never leaves the app: other sites and odd data go to /notificacoes', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'processos/1', 42, undefined])
      expect(clickPath({ url }), String(url)).toBe('/notificacoes');
    expect(clickPath(null)).toBe('/notificacoes');
    expect(clickPath({ url: '/processos/7' })).toBe('/processos/7');
  });
});
