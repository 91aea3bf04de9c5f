// Security headers on every response (@fastify/helmet): a Content-Security-Policy without inline
// script, no framing, nosniff and no referrer. Pages that differ take one of the route settings
// below; docs/security.md ("Security headers") explains each choice.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Directives = Record<string, string[]>;

/** One page's headers, beside the defaults (nosniff, HSTS, no DNS prefetch, ...). */
export interface RouteHeaders {
  contentSecurityPolicy: { useDefaults: false; directives: Directives } | false;
  xFrameOptions?: { action: 'deny' | 'sameorigin' };
  referrerPolicy?: { policy: 'no-referrer' };
  crossOriginResourcePolicy?: { policy: 'cross-origin' };
}

/**
 * The console, the sign-in pages and the mailbox. Scripts only from this origin, plus the hashes of
 * the sign-in pages' one inline script. Inline styles are allowed: Radix dialogs inject a <style>
 * element (react-remove-scroll) to lock the page's scroll, the sign-in and mailbox pages carry their
 * stylesheet inline, and the mailbox shows e-mails whose HTML is styled inline. CSS cannot run script.
 */
function pageDirectives(formAction: string[], inlineScriptHashes: string[]): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product pictures come from the shops, wherever they are hosted.
    'img-src': ['*', 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The console frames its own silent-renew page and the customisation preview.
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': formAction,
    'object-src': ["'none'"],
  };
}

function headers(directives: Directives, framing: 'deny' | 'sameorigin'): RouteHeaders {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: framing },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

export interface SecurityHeaders {
  /** A page only this origin may frame (the silent-renew page). */
  framedBySelf: RouteHeaders;
  /**
   * The customisation preview: the console frames it; the layer inside styles itself with inline
   * <style> elements and loads the shop's pictures and the merchant's fonts from anywhere.
   */
  layerPreview: RouteHeaders;
  /**
   * The demo shop stands in for a merchant's shop, which sets its own policy: no CSP (its pages run
   * an inline checkout hook, as shops do), and its pictures may be shown on any origin.
   */
  demoShop: RouteHeaders;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: SecurityHeaders;
  }
  interface FastifyContextConfig {
    /**
     * Where @fastify/helmet reads a route's own headers (the `helmet` route option lands here);
     * `skipRoute` leaves the route's headers to the route (the storefront APIs).
     */
    helmet?: RouteHeaders | { skipRoute: true };
  }
}

/** What the pages this server serves need beyond its own origin (the identity module says). */
export interface SecurityHeadersOptions {
  /** Other origins the pages' forms may post to (the console's development server). */
  formOrigins: string[];
  /** CSP sources (`'sha256-...'`) of the only inline scripts the pages may run. */
  inlineScriptHashes: string[];
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const formAction = ["'self'", ...new Set([new URL(app.config.publicUrl).origin, ...options.formOrigins])];
    const page = pageDirectives(formAction, options.inlineScriptHashes);
    await app.register(helmet, { global: true, ...headers(page, 'deny') });
    app.decorate('securityHeaders', {
      framedBySelf: headers({ ...page, 'frame-ancestors': ["'self'"] }, 'sameorigin'),
      layerPreview: headers(
        {
          ...page,
          'script-src': ["'self'"],
          'font-src': ['*', 'data:'],
          'style-src': ["'self'", "'unsafe-inline'", '*'],
          'frame-ancestors': ["'self'"],
        },
        'sameorigin',
      ),
      demoShop: {
        contentSecurityPolicy: false,
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      },
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
