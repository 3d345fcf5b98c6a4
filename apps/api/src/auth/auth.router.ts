import type { SessionArea } from '@lexato/db';
import {
  type AuthCheckDto,
  adminLoginSchema,
  authCheckDtoSchema,
  changePasswordSchema,
  type MeDto,
  meDtoSchema,
  okSchema,
  platformLoginSchema,
} from '@lexato/schemas';
import { addressBucket } from '../http/client-address.ts';
import type { Context } from '../trpc/context.ts';
import { platformProcedure, publicProcedure, router } from '../trpc/init.ts';
import { loginWithLockout, logout } from './auth.service.ts';
import { changeOwnPassword } from './password.service.ts';

function setSessionCookie(ctx: Context, area: SessionArea, token: string) {
  ctx.reply.setCookie(ctx.cookieNames[area], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  });
}

function clearSessionCookie(ctx: Context, area: SessionArea) {
  ctx.reply.clearCookie(ctx.cookieNames[area], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  });
}

async function loginTo(ctx: Context, area: SessionArea, input: { username: string; password: string }) {
  const from = {
    address: addressBucket(ctx.req.ip),
    previousToken: ctx.sessionToken(area),
    log: ctx.req.log,
  };
  const { token } = await loginWithLockout(ctx, area, input, from);
  setSessionCookie(ctx, area, token);
  return { ok: true as const };
}

async function logoutFrom(ctx: Context, area: SessionArea) {
  await logout(ctx.db, ctx.sessionToken(area));
  clearSessionCookie(ctx, area);
  return { ok: true as const };
}

/** Admin area: /api/auth/login|check|logout. */
export const adminAuthRouter = router({
  login: publicProcedure
    .input(adminLoginSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => loginTo(ctx, 'admin', input)),
  check: publicProcedure.output(authCheckDtoSchema).query(async ({ ctx }): Promise<AuthCheckDto> => {
    return { isAuthenticated: (await ctx.session('admin')) !== null };
  }),
  logout: publicProcedure.output(okSchema).mutation(({ ctx }) => logoutFrom(ctx, 'admin')),
});

/** Platform area: /api/platform/auth/login|me|logout and the user's own password. */
export const platformAuthRouter = router({
  login: publicProcedure
    .input(platformLoginSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => loginTo(ctx, 'platform', input)),
  /**
   * Whether the visitor has a valid platform session, answered 200 either way: the login screen
   * asks it to send a signed-in user on, and a 401 there would be an error in every visitor's console.
   */
  check: publicProcedure.output(authCheckDtoSchema).query(async ({ ctx }): Promise<AuthCheckDto> => {
    return { isAuthenticated: (await ctx.session('platform')) !== null };
  }),
  me: platformProcedure.output(meDtoSchema).query(({ ctx }): MeDto => {
    const { id, name, username, email, company, hasActiveContract } = ctx.user;
    return { id, name, username, email, company, hasActiveContract };
  }),
  logout: publicProcedure.output(okSchema).mutation(({ ctx }) => logoutFrom(ctx, 'platform')),
  changePassword: platformProcedure
    .input(changePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx, ctx.user, input, ctx.sessionToken('platform'));
      return { ok: true as const };
    }),
});
