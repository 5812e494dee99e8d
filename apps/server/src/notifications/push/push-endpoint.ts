import { parse as parseAsSent } from 'node:url';

/*
 * Which push endpoints the server sends to (decisions 102 and 122). The endpoint comes from the
 * client, so the server would otherwise POST wherever it is told (SSRF). web-push sends with
 * Node's legacy `url.parse`, so the check reads the endpoint the way the sender will, and also
 * the WHATWG way; the two must agree, and the endpoint must be written in its one canonical
 * form (lower-case ASCII host, no trailing dot, no default port, no user-info, no backslash).
 */

/**
 * Whether `endpoint` points at one of `hosts` (PUSH_SERVICE_HOSTS entries: `host` means port
 * 443, `host:port` that port only, `*.host` one more label in front of `host`).
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const authority = authorityOf(endpoint);
  return authority !== undefined && hosts.some((host) => hostMatches(host, authority));
}

/** `host` or `host:port` of a well-formed https endpoint; undefined for anything doubtful. */
function authorityOf(endpoint: string): string | undefined {
  // A backslash is a slash to one parser and part of the user-info to another.
  if (/[\\\s]/.test(endpoint)) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  // Upper case, IDN, a trailing dot or an explicit :443 are all rewritten by the parser.
  if (url.href !== endpoint) return undefined;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  // What web-push sends with.
  const sent = parseAsSent(endpoint);
  const sameTarget =
    sent.protocol === 'https:' &&
    sent.auth === null &&
    sent.hostname === url.hostname &&
    (sent.port ?? '') === url.port;
  if (!sameTarget) return undefined;
  return url.port === '' ? url.hostname : `${url.hostname}:${url.port}`;
}

function hostMatches(allowed: string, authority: string): boolean {
  if (!allowed.startsWith('*.')) return authority === allowed;
  const suffix = allowed.slice(1);
  if (!authority.endsWith(suffix)) return false;
  return /^[a-z0-9-]+$/.test(authority.slice(0, -suffix.length));
}
