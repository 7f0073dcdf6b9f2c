import { describe, expect, it } from 'vitest';
import { BARE_PAGE, startBarePage } from '../bench/lib/bare-page.ts';
import { MARKS } from '../bench/lib/marks.ts';

describe("bench: the one-field page that measures the browser's own time (figure 2)", () => {
  it('passes the same mark as the login form, with nothing else to load', () => {
    const doc = new DOMParser().parseFromString(BARE_PAGE, 'text/html');
    expect(doc.querySelector(MARKS.loginForm)).not.toBeNull();
    expect(doc.querySelectorAll('script, link, style, img')).toHaveLength(0);
  });

  it('is served on its own port of 127.0.0.1, at any path, never from a cache', async () => {
    const page = await startBarePage();
    try {
      expect(page.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${page.url}/qualquer`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(BARE_PAGE);
    } finally {
      await page.close();
    }
  });
});
