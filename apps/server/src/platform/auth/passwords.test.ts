import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('accepts the password a hash was made from', async () => {
    const hash = await hashPassword('berufswahl');
    expect(hash.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('berufswahl', hash)).resolves.toBe(true);
  });

  it('rejects a different password', async () => {
    const hash = await hashPassword('berufswahl');
    await expect(verifyPassword('Berufswahl', hash)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('gleich')).not.toBe(await hashPassword('gleich'));
  });

  it('never matches a hash of an unknown format', async () => {
    await expect(verifyPassword('x', 'plain$x')).resolves.toBe(false);
  });
});
