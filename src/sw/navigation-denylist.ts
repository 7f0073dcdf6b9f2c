import { API_PREFIXES } from '../lib/api-prefixes';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Navigations the worker must leave to the network instead of answering with index.html: the API's prefixes (a folder
 * prefix such as /v1 only as a whole segment; a file such as /app-config.json with anything after it), the hashed
 * assets, and file downloads (anything whose last segment has an extension).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  ...API_PREFIXES.map((prefix) =>
    /\.[a-z]+$/.test(prefix) ? new RegExp(`^${escape(prefix)}`) : new RegExp(`^${escape(prefix)}(/|$)`),
  ),
  /^\/static\//,
  /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];
