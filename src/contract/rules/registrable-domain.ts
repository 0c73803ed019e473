import { parse } from 'tldts';

/**
 * The registrable domain of a host by the public suffix list, private section included (so
 * `evil.github.io` is its own site, as `x.bit.ly` is `bit.ly`'s), or null when the host is a
 * suffix itself or ends in no suffix the list knows. The database answers from the same list
 * (text_registrable_domain, generated from tldts' data by tools/rules/gen-public-suffixes.mjs).
 */
export function registrableDomain(host: string): string | null {
  const p = parse(host.toLowerCase().replace(/^\.+|\.+$/g, ''), { allowPrivateDomains: true, extractHostname: false });
  if (!p.isIcann && !p.isPrivate) return null;
  return p.domain ?? null;
}
