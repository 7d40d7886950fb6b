import { answerLanguage } from './answer-language';
import { serverWords } from '../lib/shopper-words';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignJWT, jwtVerify } from 'jose';
import { asLocale, type Locale } from '@shop/shared/locale';
import { forbidden, unauthorized } from '../lib/errors';
import type { UserRecord } from '../modules/users';
import { createVerifiedTokenCache, type VerifiedClaims } from './verified-token-cache';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  /** The address is verified by link (docs/decisions/150-email-verification.md). */
  emailVerified: boolean;
  /** The phone number the account proved by a one-time code, or null (docs/decisions/240). */
  verifiedPhone: string | null;
  /** The account's language (users.language, decision 249): its order mails are written in it (decision 258). */
  language: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** Set by the adminOnly hook: the answer stays English (docs/decisions/203). */
    adminRoute: boolean;
  }
  interface FastifyInstance {
    /** `tokenVersion` comes from the user row: a token is good only while the row still has that version. */
    signToken(user: TokenSubject): Promise<string>;
    requireUser(request: FastifyRequest): Promise<AuthUser>;
    requireAdmin(request: FastifyRequest): Promise<AuthUser>;
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
    /**
     * The account a request's bearer token names, by its signature alone (no read of the database, so revoked
     * sessions are not caught): for decisions made before the sign-in, such as the write line's places
     * (decision 299). Null without a good token; never throws.
     */
    tokenSubject(request: FastifyRequest): Promise<string | null>;
  }
}

export interface TokenSubject {
  id: string;
  role: 'user' | 'admin';
  tokenVersion: number;
}

export interface AuthPluginOptions {
  secret: string;
  expiresIn: string;
  findUserById(id: string): Promise<UserRecord | null>;
}

const ISSUER = 'shopkart';
const SESSION_EXPIRED = serverWords('auth.sessionExpired');

/**
 * Bearer JWTs carry only the user id and the user's token version; the user is re-read on every request so a
 * deleted user, a changed role or a changed password (which raises the version) takes effect at once rather
 * than when the token expires.
 */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, options) => {
  // Imported once: given the raw bytes, jose imports the key again on every sign and verify (about 50-100 µs each).
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  app.decorateRequest('authUser', null);
  app.decorateRequest('adminRoute', false);

  const verifiedTokens = createVerifiedTokenCache();

  /** Signature, issuer and expiry of a bearer token; cached per token (see createVerifiedTokenCache). */
  async function verifiedClaims(token: string): Promise<VerifiedClaims> {
    const cached = verifiedTokens.get(token);
    if (cached) return cached;
    let claims: VerifiedClaims;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub) throw new Error('no subject');
      claims = {
        subject: payload.sub,
        // Tokens from before versions existed carry none: they are version 0.
        tokenVersion: typeof payload.tv === 'number' ? payload.tv : 0,
        expiresAtMs: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
      };
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    verifiedTokens.set(token, claims);
    return claims;
  }

  async function verify(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Invalid authorization header');
    const { subject, tokenVersion } = await verifiedClaims(match[1]);
    const user = await options.findUserById(subject);
    if (!user) throw unauthorized(serverWords('auth.accountGone'));
    if (user.tokenVersion !== tokenVersion) throw unauthorized(SESSION_EXPIRED);
    const authUser: AuthUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      verifiedPhone: user.verifiedPhone,
      language: user.language,
    };
    request.authUser = authUser;
    return authUser;
  }

  app.decorate('signToken', (user: TokenSubject) =>
    new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn)
      .sign(key),
  );
  app.decorate('optionalUser', (request: FastifyRequest) => verify(request));
  app.decorate('tokenSubject', async (request: FastifyRequest) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    return verifiedClaims(token).then(
      (claims) => claims.subject,
      () => null,
    );
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (!user) throw unauthorized();
    return user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await verify(request);
    if (!user) throw unauthorized();
    if (user.role !== 'admin') throw forbidden();
    return user;
  });
});

/**
 * onRequest hooks for routes: who is asking is settled before the body is parsed or validated, so an
 * anonymous caller gets 401 (and a customer 403 on admin routes), never a message about a body it may not send.
 */
export function authHooks(app: FastifyInstance) {
  return {
    signedIn: async (request: FastifyRequest) => {
      await app.requireUser(request);
    },
    adminOnly: async (request: FastifyRequest) => {
      request.adminRoute = true;
      await app.requireAdmin(request);
    },
  };
}

/** The caller an auth hook already verified; handlers read it instead of looking the user up again. */
export function authUserOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/**
 * The language of a form's or request's mails (docs/decisions/233-hindi-form-and-alert-mails.md): the signed-in
 * account's (`users.language`), else the page's (`answerLanguage`: the web client's `Accept-Language`, or
 * `?lang=hi`), else English. A stale or broken token counts as signed out here: an open form is never refused for it.
 */
export async function formLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Locale> {
  return mailLanguage(await app.optionalUser(request).catch(() => null), request);
}

/** The same choice for a route that has already read the signed-in user. */
export function mailLanguage(user: Pick<AuthUser, 'language'> | null, request: FastifyRequest): Locale {
  return asLocale(user?.language ?? answerLanguage(request));
}

/**
 * What every route file starts with: the zod-typed router, the auth hooks, its OpenAPI tags and the bearer
 * security entry for the routes that need a token.
 */
export function routeKit(app: FastifyInstance, ...tags: string[]) {
  return { r: app.withTypeProvider<ZodTypeProvider>(), ...authHooks(app), tags, security: [{ bearerAuth: [] }] };
}
