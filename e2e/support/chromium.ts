/*
 * How Debian's Chromium is started on this kind of machine, and the demo accounts' password –
 * without Vitest, so that the benchmarks (bench/) start the browser and sign in as the journeys do;
 * browser.ts hands both on to the journeys.
 */

/** Flags this machine needs (no sandbox as root, no background traffic), for journeys and benchmarks alike. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The demo world's password of every account (refused with NODE_ENV=production). */
export const DEMO_PASSWORD = 'berufswahl';
