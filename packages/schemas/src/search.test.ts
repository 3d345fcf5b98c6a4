import { describe, expect, it } from 'vitest';
import { searchInputSchema } from './search.ts';

const parse = (filters: Record<string, unknown>) => searchInputSchema.safeParse({ query: 'férias', filters });

describe('search filters: dates', () => {
  // These reached PostgreSQL's ::date cast and answered 500.
  it.each([
    ['2024-02-30', 'February has 29 days in 2024'],
    ['2023-02-29', '2023 is not a leap year'],
    ['2024-04-31', 'April has 30 days'],
    ['0000-01-01', 'there is no year zero (PostgreSQL refuses it)'],
    ['2024-13-01', 'there is no 13th month'],
  ])('refuses dateFrom %s (%s) with a Portuguese message', (dateFrom) => {
    const result = parse({ dateFrom });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Data: data inválida/);
  });

  it('accepts real days, 29 February of a leap year included', () => {
    expect(parse({ dateFrom: '2024-02-29', dateTo: '2024-12-31' }).success).toBe(true);
    expect(parse({ dateFrom: '1943-05-01' }).success).toBe(true);
  });
});
