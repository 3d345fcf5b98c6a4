import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp-hashes.ts';

describe('inlineScriptHashes', () => {
  it('hashes the text of a classic inline script as CSP does', () => {
    // Mozilla's CSP tests (dom/security/test/csp/file_hash_source.html) allow this script by the
    // hash given next to it there.
    const html =
      '<script>document.getElementById("inline-script-valid-hash").innerHTML = "allowed";</script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-siVR8vAcqP06h2ppeNwqgjr0yZ6yned4X2VF84j4GmI='"]);
  });

  it('keeps the whitespace around the code, which is part of what the browser hashes', () => {
    const [tight] = inlineScriptHashes('<script>doSomething();</script>');
    const [spaced] = inlineScriptHashes('<script>\n  doSomething();\n</script>');
    // content-security-policy.com's example: `echo -n 'doSomething();' | openssl sha256 …`.
    expect(tight).toBe("'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='");
    expect(spaced).not.toBe(tight);
  });

  it('needs no hash for external scripts or JSON-LD data blocks, and lists a repeated script once', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>doSomething();</script>',
      '<script>doSomething();</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});
