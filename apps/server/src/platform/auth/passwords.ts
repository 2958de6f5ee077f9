import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MiB per hash; N=2^15 with r=8 keeps a
// classroom's simultaneous sign-ins within memory while staying well above brute-force budgets.
const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * For the initial passwords coordinators hand out (decision 155): 12 random characters, about 69
 * bits, to be replaced at the first sign-in (decision 107). Stretching protects passwords people
 * choose; against 2^69 random guesses 1/32 of the cost (~2 ms, 1 MiB) is still far out of reach,
 * and a CSV import of 2000 accounts no longer holds cores and pool threads for minutes.
 */
const INITIAL_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1, maxmem: SCRYPT_PARAMS.maxmem } as const;

async function hashWith(password: string, params: { N: number; r: number; p: number; maxmem: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  return hashWith(password, SCRYPT_PARAMS);
}

/**
 * Hashes a generated one-time initial password with the lighter parameters (decision 155).
 * Never for a password a person chose.
 */
export async function hashInitialPassword(password: string): Promise<string> {
  return hashWith(password, INITIAL_PASSWORD_PARAMS);
}

/** Checks a password against a stored hash in constant time. Unknown formats never match. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = storedHash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_PARAMS.maxmem,
  });
  // A lighter hash (an initial password, decision 155) is checked at the full cost all the same:
  // the time of a sign-in must not tell which accounts still have their initial password.
  if (Number(n) < SCRYPT_PARAMS.N) await scrypt(password, Buffer.from(salt, 'base64url'), SCRYPT_PARAMS);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
