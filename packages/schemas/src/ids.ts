import { z } from 'zod';

/**
 * A row id, as every procedure and REST path takes it: a UUID (PostgreSQL's gen_random_uuid()).
 * One behaviour everywhere: a malformed id is refused by the schema (400, Portuguese message, as
 * the OpenAPI document says: `format: uuid`); a well-formed id that is unknown or another user's
 * is the service's 404. `message` only renames the refusal for a form ('Selecione um modelo').
 */
export const idField = (message = 'Identificador inválido') => z.uuid({ error: message });

export const idSchema = idField();

/** `{ id }`, the input of every procedure that reads, changes or removes one row. */
export const idInputSchema = z.strictObject({ id: idSchema });

/** For code that holds a string from elsewhere (a path, a stored reference) before querying by it. */
export const isId = (value: string) => idSchema.safeParse(value).success;

/** What a delete answers: the id of the row it removed. */
export const deletedSchema = z.object({ id: z.string() });
