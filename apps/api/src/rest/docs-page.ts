import type { buildOpenApiDocument } from './openapi.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const ACCESS_LABEL: Record<string, string> = {
  public: 'público',
  admin: 'administrador',
  platform: 'plataforma',
  contract: 'plataforma com contrato ativo',
};

/** A readable, script-free page over the OpenAPI document (the CSP forbids inline scripts). */
export function renderDocsPage(doc: ReturnType<typeof buildOpenApiDocument>): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const o = op as {
          summary: string;
          'x-access': string;
          requestBody?: { content: Record<string, { schema: unknown }> };
        };
        const body = o.requestBody
          ? `<details><summary>Corpo</summary><pre>${escapeHtml(JSON.stringify(o.requestBody.content, null, 2))}</pre></details>`
          : '';
        return `<tr><td><code class="m">${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(o.summary)}${body}</td><td>${ACCESS_LABEL[o['x-access']] ?? ''}</td></tr>`;
      }),
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lexato API — documentação</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b1f2a}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde;padding:.5rem;text-align:left;vertical-align:top}
code.m{font-weight:700}pre{background:#f4f5f9;padding:.5rem;overflow:auto;font-size:.8rem}
</style></head><body>
<h1>Lexato API</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th>Método</th><th>Caminho</th><th>Descrição</th><th>Acesso</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
