// Build-time entry (build/landing-prerender.ts): renders `/` to HTML with the browser's own code,
// so the landing page paints before its JavaScript arrives; main.tsx then hydrates it.
import { createMemoryHistory } from '@tanstack/react-router';
import { createHead, renderSSRHead } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import { siteConfig } from './lib/site-config.ts';
import { App, createAppRouter } from './router.tsx';

export interface PrerenderedPage {
  markup: string;
  /** The tags the page's useHead calls set (title, description, Open Graph, canonical, JSON-LD). */
  headTags: string;
}

export async function renderLanding(): Promise<PrerenderedPage> {
  // The router's browser build registers itself on `self`. (This runs in a process of its own.)
  Object.assign(globalThis, { self: globalThis });
  // The template has the charset and viewport already.
  const head = createHead({ disableDefaults: true });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    origin: new URL(siteConfig.url).origin,
    head,
  });
  await router.load();
  const markup = renderToString(<App router={router} />);
  const { headTags } = await renderSSRHead(head);
  return { markup, headTags };
}
