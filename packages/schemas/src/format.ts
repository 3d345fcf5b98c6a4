// Formatting shared by the web app and the API (screens, PDF reports, generated texts), so a value
// reads the same wherever it is shown.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 → 'R$ 1.234,50' (pt-BR currency: a no-break space after R$). */
export const formatBRL = (value: number) => brl.format(value);
