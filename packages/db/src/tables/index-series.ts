import type { Generated } from 'kysely';

/** One month of an index series (percent a month), with its source and fetch time. */
export interface IndexSeriesMonthsTable {
  series: string;
  /** YYYY-MM */
  month: string;
  /** numeric: read back as a string. */
  percent: string;
  derived: Generated<boolean>;
  source: string;
  fetchedAt: Date;
}
