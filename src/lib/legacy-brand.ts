interface LocationLike {
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * docs/product.md#legacy-brand-redirect: a host name containing the legacy brand string is sent to the current dashboard site,
 * keeping path, query and hash so deep links still work. Returns the target URL, or null to stay.
 */
export function legacyRedirectTarget(location: LocationLike, brand: string, targetBase: string): string | null {
  const needle = brand.trim().toLowerCase();
  if (!needle || !location.hostname.toLowerCase().includes(needle)) return null;
  let target: URL;
  try {
    target = new URL(targetBase);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  // A target that also carries the brand would redirect forever.
  if (target.hostname.toLowerCase().includes(needle)) return null;
  const base = target.pathname.replace(/\/+$/, '');
  return `${target.origin}${base}${location.pathname}${location.search}${location.hash}`;
}
