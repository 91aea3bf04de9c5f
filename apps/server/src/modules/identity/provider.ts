import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { IdentityKeys } from './identity-keys.ts';
import { pickLanguage } from './language.ts';
import { PostgresOidcAdapter } from './oidc-adapter.ts';
import { recordIssuedAccessToken } from './revoked-tokens.ts';
import { renderMessagePage, renderSignOutPage } from './sign-in-page.ts';
import { signInTexts } from './sign-in-texts.ts';
import {
  accessTokenClaims,
  accessTokenTtlSeconds,
  apiAudienceOf,
  consoleClientId,
  consoleScope,
  issuerOf,
} from './token-claims.ts';

/** The Vite dev server's origin: the console in development signs in against a local server. */
export const devConsoleOrigin = 'http://localhost:5173';
const fourteenDays = 14 * 24 * 60 * 60;

function languageOf(ctx: KoaContextWithOIDC): ReturnType<typeof pickLanguage> {
  return pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));
}

/**
 * The built-in OpenID Connect provider: one first-party public client (the console), code + PKCE,
 * JWT access tokens for the Playboard API carrying the user's policies, storage in Postgres.
 */
export function createProvider(options: {
  config: Config;
  db: Database;
  keys: IdentityKeys;
  log: FastifyBaseLogger;
}): Provider {
  const { config, db, keys, log } = options;
  const issuer = issuerOf(config);
  const audience = apiAudienceOf(config);
  const consoleOrigins = [...new Set([config.publicUrl, devConsoleOrigin])];

  const configuration: Configuration = {
    adapter: (model: string) => new PostgresOidcAdapter(db, model),
    clients: [
      {
        client_id: consoleClientId,
        client_name: 'Playboard',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: consoleOrigins.flatMap((origin) => [`${origin}/`, `${origin}/silent-renew.html`]),
        post_logout_redirect_uris: consoleOrigins.map((origin) => `${origin}/login`),
      },
    ],
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookies,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: consoleScope.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // The ID token carries the profile claims, so the console has the name without a userinfo call.
    conformIdTokenClaims: false,
    // `confirmed=true` comes from the console's /login after an e-mail confirmation link.
    extraParams: ['confirmed'],
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenTtlSeconds,
      Interaction: 60 * 60,
      Session: fourteenDays,
      Grant: fourteenDays,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(languageOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx) {
          const language = languageOf(ctx);
          const texts = signInTexts[language];
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            language,
            title: texts.signedOut,
            message: texts.signedOut,
            link: { href: `${config.publicUrl}/login`, label: texts.startAgain },
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // The token request of oidc-client-ts carries no `resource`: use the one granted at authorize.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: consoleScope,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    formats: {
      customizers: {
        // Awaited before the token is returned, so a password reset a moment later still finds it.
        async jwt(_ctx, token, { payload }) {
          if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return;
          if (!('accountId' in token) || typeof token.accountId !== 'string') return;
          await recordIssuedAccessToken(db, {
            jti: payload.jti,
            accountId: token.accountId,
            grantId: 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined,
            expiresAt: new Date(payload.exp * 1000),
          });
        },
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const claims = await accessTokenClaims(db, token.accountId, config);
      return claims ? { ...claims } : undefined;
    },
    async findAccount(_ctx, sub) {
      const claims = await accessTokenClaims(db, sub, config);
      if (!claims) return undefined;
      return {
        accountId: sub,
        async claims() {
          const { name, given_name, family_name, email } = claims;
          return { sub, name, given_name, family_name, email, email_verified: true };
        },
      };
    },
    // Consent is implicit for the first-party console: its grant is created on first sign-in.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== consoleClientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(consoleScope);
      grant.addOIDCClaims(['sub', 'name', 'given_name', 'family_name', 'email', 'email_verified']);
      grant.addResourceScope(audience, consoleScope);
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => consoleOrigins.includes(origin),
    async renderError(ctx, out, error) {
      log.warn({ err: error, error: out.error }, 'identity provider error page');
      const language = languageOf(ctx);
      const texts = signInTexts[language];
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        language,
        title: texts.errorTitle,
        message: out.error_description ?? out.error,
        link: { href: `${config.publicUrl}/login`, label: texts.startAgain },
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // Believed always: the identity module rewrites them to what Fastify trusts (forwarded-headers.ts).
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider failure'));
  return provider;
}
