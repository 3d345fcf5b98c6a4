import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, type AppErrorKind } from '../errors.ts';
import { APP_ERROR_CODES, isClientGone, toPublicError, toTRPCError } from './errors.ts';

const kinds = Object.keys(APP_ERROR_CODES) as AppErrorKind[];

describe('the app error table', () => {
  it.each(kinds)('gives %s the same status over REST and over tRPC', (kind) => {
    const { status, trpc } = APP_ERROR_CODES[kind];
    expect(getHTTPStatusCodeFromError(new TRPCError({ code: trpc }))).toBe(status);
    expect(toPublicError(new AppError(kind, 'Recusado.'))).toEqual({ status, message: 'Recusado.' });
  });

  it('turns a procedure failure caused by an AppError into the tRPC error of its kind', () => {
    const cause = new AppError('not_found', 'Monitor não encontrado.');
    const error = toTRPCError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Monitor não encontrado.');
    expect(toPublicError(error)).toEqual({ status: 404, message: 'Monitor não encontrado.' });
  });

  it('sends publicDetails beside the message, and the issues of a ZodError cause', () => {
    const refused = new AppError('invalid', 'Índice indisponível.', { publicDetails: { serie: 'ipca' } });
    expect(toPublicError(refused)).toEqual({
      status: 400,
      message: 'Índice indisponível.',
      details: { serie: 'ipca' },
    });
    const parsed = z.object({ title: z.string().min(3, 'Título curto') }).safeParse({ title: 'a' });
    const invalid = new AppError('invalid', 'Título curto', { cause: parsed.error });
    expect(toPublicError(invalid)).toEqual({
      status: 400,
      message: 'Título curto',
      issues: [{ path: 'title', message: 'Título curto' }],
    });
  });

  it('keeps any other error a generic 500', () => {
    expect(toPublicError(new Error('relation "x" does not exist')).status).toBe(500);
  });
});

describe('a client that went away', () => {
  it('is told apart from a server failure (logged at info, not as an error)', () => {
    expect(
      isClientGone(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
    expect(isClientGone(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientGone(Object.assign(new Error('boom'), { code: undefined }))).toBe(false);
    expect(isClientGone(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(false);
  });
});
