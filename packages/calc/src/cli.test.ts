import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const run = (input: string) => spawnSync(process.execPath, [cli], { input, encoding: 'utf8' });

describe('CLI', () => {
  it('prints the result JSON for a valid request', () => {
    const out = run(
      JSON.stringify({ type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10 } }),
    );
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ type: 'horas_extras', totalHorasExtras: 150 });
  });

  it('exits 2 with the Portuguese message naming the field on bad input', () => {
    const out = run(JSON.stringify({ type: 'ferias', inputs: { salarioBruto: -5 } }));
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('Salário bruto: não pode ser negativo');
    expect(JSON.parse(out.stdout)).toEqual({
      erro: 'Salário bruto: não pode ser negativo',
      campo: 'salarioBruto',
    });
  });

  it('exits 2 on malformed JSON', () => {
    const out = run('{nope');
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('Entrada inválida');
  });
});
