// Build-time entry (build/landing-prerender.ts): renders `/` to HTML with the browser's own code,
// so the landing page paints before its JavaScript arrives; main.tsx then hydrates it.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { siteConfig } from './lib/site-config.ts';
import { App, createAppRouter } from './router.tsx';

export async function renderLanding(): Promise<string> {
  // The router's browser build registers itself on `self`. (This runs in a process of its own.)
  Object.assign(globalThis, { self: globalThis });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    origin: new URL(siteConfig.url).origin,
  });
  await router.load();
  return renderToString(<App router={router} />);
}
