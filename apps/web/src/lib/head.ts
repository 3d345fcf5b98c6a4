import { createHead } from '@unhead/react/client';

/** The document head in the browser. The prerender gives the router a server head instead. */
export const browserHead = createHead();
