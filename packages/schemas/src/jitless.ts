import { z } from 'zod';

// In the browser, zod parses without compiling: its first object parse otherwise probes for eval
// with `Function('')`, which the site's Content-Security-Policy (script-src without
// 'unsafe-eval') refuses, and Chromium reports the refusal as a CSP issue (Lighthouse
// best-practices, inspector-issues). The API keeps zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
