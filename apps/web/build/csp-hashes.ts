// Writes csp-hashes.json: the 'sha256-…' sources of the inline scripts in the built pages (the
// theme script of index.html, the script loader of landing.html), which the API adds to
// script-src (apps/api/src/http/security.ts).
// Hashing them at build time keeps the CSP free of 'unsafe-inline' scripts.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The script-src sources allowing each classic inline script of a page (data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /application\/ld\+json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function cspHashes(): Plugin {
  return {
    name: 'lexato:csp-hashes',
    enforce: 'post',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    // After landing-prerender (plugins' generateBundle hooks run in order), so landing.html counts.
    generateBundle(_options, bundle) {
      const scriptSrc = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.html')) {
          for (const hash of inlineScriptHashes(String(file.source))) scriptSrc.add(hash);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'csp-hashes.json',
        source: `${JSON.stringify({ scriptSrc: [...scriptSrc] }, null, 2)}\n`,
      });
    },
  };
}
