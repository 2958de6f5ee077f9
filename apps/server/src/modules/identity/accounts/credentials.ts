import { randomInt } from 'node:crypto';
import { ADMINISTRATION_LIMITS } from '@berufswahl/contracts';

/** No 0/O, 1/l/I: the password is read off paper and typed by children (decision 101). */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random initial password in groups of four (`Kx7m-P3qa-Zt9w`), about 69 bits. */
export function generateInitialPassword(length: number = ADMINISTRATION_LIMITS.initialPasswordLength): string {
  let password = '';
  for (let index = 0; index < length; index += 1) {
    if (index > 0 && index % 4 === 0) password += '-';
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', ø: 'oe', å: 'aa', ı: 'i', ł: 'l', đ: 'd' };

/** `Zoë Müller-Lüdenscheidt` → `zoe.mueller-luedenscheidt`: what Keycloak and people can type. */
export function usernameBase(firstName: string, surname: string): string {
  const simplify = (value: string) =>
    value
      .toLowerCase()
      .replace(/[äöüßæøåıłđ]/g, (character) => TRANSLITERATION[character] ?? character)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9-]+/g, '')
      .replace(/^-+|-+$/g, '');
  const first = simplify(firstName.split(/\s+/)[0] ?? '');
  const last = simplify(surname.replace(/\s+/g, '-'));
  const base = [first, last].filter(Boolean).join('.') || 'konto';
  // Leave room for a numeric suffix.
  return base.slice(0, ADMINISTRATION_LIMITS.usernameMax - 4).replace(/[.-]+$/, '');
}

/** The first free name of `base`, `base2`, `base3` … given the names already taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
