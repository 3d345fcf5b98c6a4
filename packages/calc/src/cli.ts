#!/usr/bin/env node
/**
 * Command line: reads `{type, inputs, referenceDate?}` as JSON on stdin and prints the result
 * JSON. Bad input exits with code 2 and the Portuguese message on stderr (JSON on stdout:
 * `{"erro": ..., "campo": ...}`). The only I/O of the package besides the index import script.
 *
 *   pnpm --silent calc < request.json
 */
import { calculate } from './calculate.ts';
import { CalcError } from './errors.ts';

async function lerStdin(): Promise<string> {
  const partes: Buffer[] = [];
  for await (const parte of process.stdin) partes.push(parte as Buffer);
  return Buffer.concat(partes).toString('utf8');
}

function falhar(mensagem: string, campo?: string): void {
  process.stdout.write(`${JSON.stringify({ erro: mensagem, campo })}\n`);
  process.stderr.write(`${mensagem}\n`);
  process.exitCode = 2;
}

const texto = await lerStdin();
let pedido: unknown;
try {
  pedido = JSON.parse(texto);
} catch {
  pedido = undefined;
  falhar('Entrada inválida: envie um JSON {"type", "inputs", "referenceDate"?} na entrada padrão', 'request');
}
if (pedido !== undefined) {
  try {
    const resultado = calculate(pedido as Parameters<typeof calculate>[0]);
    process.stdout.write(`${JSON.stringify(resultado, null, 2)}\n`);
  } catch (erro) {
    if (erro instanceof CalcError) falhar(erro.message, erro.field);
    else throw erro;
  }
}
