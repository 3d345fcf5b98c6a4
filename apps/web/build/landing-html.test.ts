import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, startScriptsAfterFirstPaint, withHeadTags } from './landing-html.ts';

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

  it("puts the page's head tags in place of the template's title and description", () => {
    const template = `<html><head>
    <title>Genérico</title>
    <meta
      name="description"
      content="Descrição genérica"
    />
    <link rel="icon" href="/favicon.svg" />
  </head><body></body></html>`;
    const html = withHeadTags(
      template,
      '<title>Página</title>\n<meta name="description" content="Da página">\n<link rel="canonical" href="https://x/">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Página</title>');
    expect(html).not.toContain('Descrição genérica');
    expect(html).toContain('<link rel="canonical" href="https://x/">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(html.indexOf('canonical')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the template as it is when the page sets no head tags', () => {
    expect(withHeadTags(SHELL, '  ')).toBe(SHELL);
  });
});
