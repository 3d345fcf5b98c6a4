// The request path as the router reads it. Fastify's router decodes percent-escapes before it
// matches (`/%61pi/contacts` reaches `/api/contacts`), so a decision taken on the raw path — the
// Origin check, no-store, the body rules — could be skipped by an encoded spelling. Every such
// decision asks `apiArea` (the decoded, normalised path) and the API answers only its canonical
// spelling: anything else that decodes into /api or /trpc is refused before routing.

const AREAS = ['/api', '/trpc'];
/** Escapes that nothing needs to encode in a path (RFC 3986 §2.3 unreserved), and `/` and `%`. */
const NEEDLESS_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5f|7e|25)/i;
const MAX_DECODE_ROUNDS = 4;

/**
 * The path of a request target: origin-form as sent, or the path of an absolute-form target
 * (`POST http://host/api/...`, RFC 9112 §3.2.2), which the router also matches by its path.
 */
function pathOf(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const target = absolute ? url.slice(absolute[0].length) || '/' : url;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** The path decoded (repeatedly, as double encoding would be), slashes collapsed, dot segments resolved. */
export function normalisedPath(url: string): string {
  let path = pathOf(url);
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** True when the path, however spelled, names the API (`/api/...` or `/trpc/...`, any case). */
export function apiArea(url: string): boolean {
  const path = normalisedPath(url).toLowerCase();
  return AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** True for the one spelling the API answers: lower-case prefix, no empty or dot segment, no needless escape. */
export function isCanonicalApiPath(url: string): boolean {
  const path = pathOf(url);
  if (!AREAS.some((area) => path.startsWith(`${area}/`))) return false;
  if (path.includes('//') || /\/\.{1,2}(?:\/|$)/.test(path)) return false;
  return !NEEDLESS_ESCAPE.test(path);
}
