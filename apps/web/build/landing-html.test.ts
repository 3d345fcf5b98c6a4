import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, startScriptsAfterFirstPaint } from './landing-html.ts';

const SHELL = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const bundle = {
  'assets/index-ghi.css': { type: 'asset', fileName: 'assets/index-ghi.css', source: 'body{margin:0}' },
} as unknown as Rolldown.OutputBundle;

describe('landing.html', () => {
  it('carries its stylesheet inline', () => {
    const html = inlineStylesheets(SHELL, bundle);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('loads no script before the first paint: a loader at the end of the body adds them after it', () => {
    const html = startScriptsAfterFirstPaint(SHELL);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = html.slice(html.indexOf('<div id="root"></div>'));
    expect(loader).toContain('const entry = "/assets/index-abc.js";');
    expect(loader).toContain('const preloads = ["/assets/shared-def.js"];');
    expect(loader).toMatch(/<\/script>\s*<\/body>/);
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => startScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/one module script/);
  });
});
