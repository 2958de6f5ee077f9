import { describe, expect, it } from 'vitest';
import { hashInitialPassword, hashPassword, verifyPassword } from './passwords';

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

  it('hashes initial passwords with lighter parameters that verify like any other hash', async () => {
    const hash = await hashInitialPassword('Kx7m-P3qa-Zt9w');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    await expect(verifyPassword('Kx7m-P3qa-Zt9w', hash)).resolves.toBe(true);
    await expect(verifyPassword('Kx7m-P3qa-Zt9W', hash)).resolves.toBe(false);
  });

  it('never matches a hash of an unknown format', async () => {
    await expect(verifyPassword('x', 'plain$x')).resolves.toBe(false);
  });
});
