// The browser entry: hydrates the landing page prerendered at build time, or renders any other
// route from the empty index.html.
import './lib/mantine-site.css';
import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './router.tsx';

function start() {
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (root?.hasChildNodes() && window.location.pathname === '/') {
    // landing.html: `/` is already on screen, prerendered at build time (build/landing-prerender.ts).
    // Hydrate once the router has matched it, so React's first render is the prerendered one.
    void router.load().then(() => hydrateRoot(root, <App router={router} />));
  } else if (root) {
    createRoot(root).render(<App router={router} />);
  }
}

// Evaluating the bundle is a long task of its own; creating the router and rendering come in the
// next one, so that neither blocks the main thread (and a click on the page) for as long.
setTimeout(start);
