import type { Page } from 'playwright-core';

/**
 * The bearer token the app itself sends (read from one of its API requests), so a journey can put
 * the account back as it found it – the e2e server and its database live for the whole run.
 */
export async function captureBearer(page: Page): Promise<string> {
  const request = await page.waitForRequest((candidate) => candidate.url().includes('/api/') && Boolean(candidate.headers().authorization), {
    timeout: 20_000,
  });
  return request.headers().authorization ?? '';
}

export async function patchMe(page: Page, bearer: string, path: string, body: object): Promise<void> {
  const response = await page.request.patch(`/api/identity/v1/users/me/${path}`, { headers: { authorization: bearer }, data: body });
  if (!response.ok()) throw new Error(`PATCH ${path} failed with ${response.status()}`);
}

/** Back to the defaults: no contrast, original theme, normal language. */
export async function resetDisplay(page: Page, bearer: string): Promise<void> {
  await patchMe(page, bearer, 'contrast-mode', { contrast_mode: false });
  await patchMe(page, bearer, 'theme', { theme: 'original' });
  await patchMe(page, bearer, 'simple-language', { simple_language: false });
}
