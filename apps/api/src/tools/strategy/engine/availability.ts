// How a route answers the facts: open (with notes for the user), closed with the reason, or off
// topic (it answers another kind of case and is left out of the analysis).
import type { Availability } from './routes-catalogue.ts';

export const yes = (...notes: string[]): Availability => ({ ok: true, notes });
export const no = (reason: string): Availability => ({ ok: false, reason });
export const offTopic = (reason: string): Availability => ({ ok: false, reason, offTopic: true });
