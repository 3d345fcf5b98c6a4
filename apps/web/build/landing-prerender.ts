// Prerenders the landing page at build time: `landing.html` is index.html with `/` already rendered
// in #root, so the first paint does not wait for the JavaScript (bench/web.md); the API serves it
// for `/` and the empty index.html for every other route. It runs the browser build of the app
// (browser export conditions), so the markup is what the browser's first render hydrates.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { inlineStylesheets, startScriptsAfterFirstPaint, withHeadTags } from './landing-html.ts';

const run = promisify(execFile);
const ROOT_PLACEHOLDER = '<div id="root"></div>';
// JSON-LD is data, which the CSP does not block; any other script would be.
const SCRIPT_OTHER_THAN_DATA = /<script\b(?![^>]*application\/ld\+json)/i;

export function landingPrerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lexato:landing-prerender',
    // After Vite's own HTML plugin has put index.html in the bundle.
    enforce: 'post',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return this.error('index.html is not in the bundle');
      const html = String(shell.source);
      if (html.split(ROOT_PLACEHOLDER).length !== 2)
        return this.error(`index.html needs one ${ROOT_PLACEHOLDER}`);
      const page = await renderLanding(config);
      // The CSP allows the inline scripts of the page around it, not any the app might render.
      if (SCRIPT_OTHER_THAN_DATA.test(page.markup) || SCRIPT_OTHER_THAN_DATA.test(page.headTags)) {
        return this.error('the prerendered landing page contains a script, which the CSP would block');
      }
      const landing = withHeadTags(
        startScriptsAfterFirstPaint(inlineStylesheets(html, bundle)),
        page.headTags,
      ).replace(ROOT_PLACEHOLDER, `<div id="root">${page.markup}</div>`);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: landing });
    },
  };
}

/** Builds src/entry-prerender.tsx for Node into a scratch folder and runs it. */
async function renderLanding(config: ResolvedConfig): Promise<{ markup: string; headTags: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'lexato-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Bundle every dependency with the conditions of the browser build: the router, for one,
      // renders differently under the `node` condition than the browser then hydrates.
      ssr: { noExternal: true, resolve: { conditions: ['module', 'browser', 'development|production'] } },
      build: {
        ssr: 'src/entry-prerender.tsx',
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    // In a process of its own: the render shims a browser global (entry-prerender.tsx), and the
    // app's timers would keep it alive, hence the exit.
    const entry = pathToFileURL(join(outDir, 'prerender.mjs')).href;
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(await m.renderLanding()), () => process.exit(0));`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
