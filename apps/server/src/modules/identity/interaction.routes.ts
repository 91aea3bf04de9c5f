// The provider's sign-in interaction at /oidc/interaction/:uid. The interaction cookie is scoped
// to that path and SameSite=Lax, so a cross-site form post finds no interaction: that is the
// CSRF protection, and an expired or foreign interaction gets the "start again" page.
import formbody from '@fastify/formbody';
import { DomainError, type Language } from '@playboard/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import { sendConfirmation, verifyCredentials } from '../account/index.ts';
import { pickLanguage } from './language.ts';
import { renderMessagePage, renderSignInPage, type SignInProblem } from './sign-in-page.ts';
import { signInTexts } from './sign-in-texts.ts';

const credentialsBody = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().max(256).default(''),
});
const resendBody = z.object({ email: z.string().trim().max(254).default('') });

/** Sign-in attempts: per client address, and per e-mail so one account is not brute-forced from many. */
const attemptsPerAddress = { max: 20, timeWindow: '1 minute' } as const;
const attemptsPerEmail = { max: 10, timeWindow: '15 minutes' } as const;

class TooManyAttempts extends Error {
  readonly statusCode = 429;
}

export default async function interactionRoutes(app: FastifyInstance, options: { provider: Provider }) {
  const { provider } = options;
  const { publicUrl } = app.config;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) throw new oidcErrors.SessionNotFound('interaction mismatch');
    return details;
  }

  function languageOf(request: FastifyRequest, uiLocales?: unknown): Language {
    return pickLanguage(uiLocales, request.headers['accept-language']);
  }

  function page(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    language: Language,
    extra: { email?: string; problem?: SignInProblem; confirmed?: boolean; resent?: boolean } = {},
  ) {
    return reply
      .status(extra.problem?.kind === 'too-many-attempts' ? 429 : extra.problem ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderSignInPage({
          language,
          action: `/oidc/interaction/${request.params.uid}`,
          publicUrl,
          ...extra,
        }),
      );
  }

  // Errors on these routes are pages, not JSON: the user is in a browser tab. What the input edge
  // refuses (a NUL, a broken percent-encoding) goes on to the app's handler, so these routes answer
  // it with the same 400 and error shape as every other route (issue 32 item 21).
  function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof DomainError) throw error;
    const language = languageOf(request);
    const texts = signInTexts[language];
    if (error instanceof TooManyAttempts || error.statusCode === 429) {
      const body = credentialsBody.safeParse(request.body);
      return page(request as FastifyRequest<{ Params: { uid: string } }>, reply, language, {
        email: body.success ? body.data.email : '',
        problem: { kind: 'too-many-attempts' },
      });
    }
    const expired = error instanceof oidcErrors.SessionNotFound;
    const status = expired ? 400 : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sign-in interaction failed');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          language,
          title: expired ? texts.expiredTitle : texts.errorTitle,
          message: expired ? texts.expiredBody : texts.errorBody,
          link: { href: `${publicUrl}/login`, label: texts.startAgain },
        }),
      );
  }

  const limits = [
    app.createRateLimit({
      ...attemptsPerAddress,
      keyGenerator: (request) => `sign-in-address:${request.ip}`,
    }),
    app.createRateLimit({
      ...attemptsPerEmail,
      keyGenerator: (request) => {
        const body = credentialsBody.safeParse(request.body);
        return `sign-in-email:${body.success ? body.data.email.toLowerCase() : ''}`;
      },
    }),
  ];
  // Both limits count every attempt; the plugin's own preHandler runs only one limit per request.
  async function limitAttempts(request: FastifyRequest) {
    const results = await Promise.all(limits.map((limit) => limit(request)));
    if (results.some((result) => !result.isAllowed && result.isExceeded)) {
      throw new TooManyAttempts('too many sign-in attempts');
    }
  }

  const schema = { hide: true };
  app.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid',
    { schema, errorHandler },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      const { params, prompt } = details;
      // Only the login prompt reaches this page: loadExistingGrant gives the console its grant.
      if (prompt.name !== 'login') throw new Error(`unexpected interaction prompt ${prompt.name}`);
      return page(request, reply, languageOf(request, params.ui_locales), {
        email: typeof params.login_hint === 'string' ? params.login_hint : '',
        confirmed: params.confirmed === 'true',
      });
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/login',
    { schema, errorHandler, preHandler: limitAttempts },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      const language = languageOf(request, details.params.ui_locales);
      const body = credentialsBody.safeParse(request.body ?? {});
      const { email, password } = body.success ? body.data : { email: '', password: '' };
      const result = await verifyCredentials(app.db, email, password);
      if (!result.ok) {
        return page(request, reply, language, {
          email,
          problem: { kind: result.code === 'sec-24' ? 'unverified' : 'wrong-credentials' },
        });
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: result.user.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/resend',
    { schema, errorHandler, preHandler: limitAttempts },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      const body = resendBody.safeParse(request.body ?? {});
      const email = body.success ? body.data.email : '';
      if (email) await sendConfirmation(app, email);
      return page(request, reply, languageOf(request, details.params.ui_locales), { email, resent: true });
    },
  );
}
