/** Business constants of spec section 9, shared by client and server. */
export const LIMITS = {
  storyTextMax: 2500,
  ticketTitleMax: 255,
  nameMax: 255,
  emailMax: 255,
  phoneMax: 20,
  storyAttachmentMaxKb: 50000,
  defaultStorageQuotaBytes: 1073741824,
  reactivationCodeValidDays: 91,
  newsPageSize: 10,
  announcerMs: 5000,
  serviceWorkerForcedReloadMs: 20000,
  chunkLoadTimeoutMs: 120000,
  tokenMinValiditySeconds: 10,
  mobileBreakpointPx: 768,
  paginationInputBreakpointPx: 1024,
  onboardingFocusDelayMs: 650,
} as const;

/**
 * Users who accepted the terms before this instant must accept them again (spec 4, 9).
 * The spec gives "2022-08-15 23:00" without a zone; German schools mean German time (CEST, +02:00).
 */
export const TERMS_CUTOFF = new Date('2022-08-15T23:00:00+02:00');
