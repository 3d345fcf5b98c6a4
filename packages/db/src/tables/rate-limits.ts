export interface RateLimitsTable {
  key: string;
  count: number;
  expiresAt: Date;
}
