// What landing.html changes in index.html besides filling #root (landing-prerender.ts): nothing
// stands between its HTML and the first paint, neither a stylesheet request nor the app's scripts.
import type { Rolldown } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const MODULE_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/** The stylesheets inline (the landing page's is about 9 KB gzip); the other pages keep the files. */
export function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(STYLESHEET, (link, fileName: string) => {
    const css = bundle[fileName];
    if (css?.type !== 'asset') throw new Error(`landing.html: ${fileName} is not in the bundle`);
    const source = String(css.source);
    return source.includes('</style') ? link : `<style>${source}</style>`;
  });
}

/**
 * The prerendered page needs no JavaScript to show: the app's scripts (the entry and what it
 * preloads) are added once the browser reports the page's largest paint (or first paint, where
 * it does not report that one), so neither their download nor their evaluation can hold the
 * paint back; then they hydrate the page. In a background tab, where nothing paints, they start
 * when its visibility changes.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  if (entries.length !== 1)
    throw new Error(`landing.html: expected one module script, found ${entries.length}`);
  const loader = `<script>
      (() => {
        const entry = ${JSON.stringify(entries[0])};
        const preloads = ${JSON.stringify(preloads)};
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          for (const href of preloads) {
            document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
          }
          document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
        };
        const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        const type = ['largest-contentful-paint', 'paint'].find((t) => types.includes(t));
        if (!type) requestAnimationFrame(() => requestAnimationFrame(start));
        else new PerformanceObserver((_, observer) => { observer.disconnect(); start(); }).observe({ type, buffered: true });
        document.addEventListener('visibilitychange', start, { once: true });
      })();
    </script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `  ${loader}\n  </body>`);
}

const TEMPLATE_TITLE = /\s*<title>[\s\S]*?<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/>/;

/**
 * The page's own head tags (from its useHead calls) in the static HTML, for crawlers and link
 * previews that run no JavaScript; they replace the generic title and description of index.html.
 * On hydration unhead adopts these elements instead of adding copies.
 */
export function withHeadTags(html: string, headTags: string): string {
  if (!headTags.trim()) return html;
  let out = html;
  if (/<title>/.test(headTags)) out = out.replace(TEMPLATE_TITLE, '');
  if (/<meta name="description"/.test(headTags)) out = out.replace(TEMPLATE_DESCRIPTION, '');
  return out.replace('</head>', `${headTags}\n  </head>`);
}
