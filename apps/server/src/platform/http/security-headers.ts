import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { storageOriginOf } from '../storage';

/**
 * The Content-Security-Policy of every answer (app, API, sign-in pages). No inline script anywhere:
 * the client is built by Vite into files, the sign-in pages load a script file (decision 006).
 * react-aria positions popovers with `style` attributes, hence `style-src-attr 'unsafe-inline'`
 * (attributes only; `<style>` elements stay forbidden but for react-aria's two fixed ones, allowed
 * by hash). An external issuer (OIDC_ISSUER) is
 * allowed for keycloak-js's token requests and for forms that go to its login pages.
 */
/**
 * The two `<style>` elements react-aria injects (usePress: `touch-action` for pressable elements;
 * usePreventScroll: `overscroll-behavior` while a modal is open). Their text is fixed, so they are
 * allowed by hash instead of `'unsafe-inline'`; `hardening.test.ts` recomputes the hashes from the
 * installed react-aria, and the e2e suite fails on any CSP violation after an upgrade.
 */
export const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const issuerOrigin = new URL(config.oidcIssuer).origin;
  const external = issuerOrigin === new URL(config.publicUrl).origin ? [] : [issuerOrigin];
  // Previews and downloads come straight from an S3 bucket's presigned URLs (files module).
  const storage = storageOriginOf(config.storageUrl);
  const stored = storage ? [storage] : [];
  // Usage statistics (decision 186): the tracker script, its requests and its pixel – only for a
  // configured Matomo; without one the policy stays as it is.
  const analytics = config.matomo ? [new URL(config.matomo.url).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...analytics],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...REACT_ARIA_STYLE_HASHES],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...stored, ...analytics],
    // Playback of a recording or a chosen video before upload (story form, recorder) uses blob: URLs.
    'media-src': ["'self'", 'blob:', ...stored],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...external, ...analytics],
    'frame-src': ["'self'", ...external, ...stored],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...external],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (config.isProduction) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Permissions the app never uses, switched off for every page and frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  // The story recorder (spec 2) records from the microphone on the app's own pages only.
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer (helmet), HSTS in production, `X-Request-Id`, and `no-store`
 * for API answers that did not choose their own caching (school computers are shared).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xContentTypeOptions: true,
  });

  // On the raw response, so that the identity provider's answers (written by oidc-provider after
  // `reply.hijack()`) carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
