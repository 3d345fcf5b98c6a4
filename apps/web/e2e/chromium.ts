// The Chromium the browser tests and the Lighthouse bench drive: Debian's package unless
// CHROMIUM_PATH says otherwise, with the background services that would add noise switched off.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
