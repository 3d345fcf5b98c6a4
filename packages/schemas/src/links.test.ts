import { describe, expect, it } from 'vitest';
import { webLink } from './links.ts';
import { legalSourceLineSchema } from './search.ts';

const link = webLink('url');

describe('stored links', () => {
  it.each([
    'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm#art477',
    'http://www.stj.jus.br/sumulas',
  ])('accepts %s', (url) => {
    expect(link.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://exemplo.com/arquivo',
    'https://',
  ])('refuses %s with the rule in Portuguese', (url) => {
    const r = link.safeParse(url);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/^url: use um endereço http:\/\/ ou https:\/\//);
  });

  it('applies to the corpus import line', () => {
    const line = { id: 'x', kind: 'doutrina', title: 'T', text: 'Texto', url: 'javascript:alert(1)' };
    expect(legalSourceLineSchema.safeParse(line).success).toBe(false);
  });
});
