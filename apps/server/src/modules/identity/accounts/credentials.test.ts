import { describe, expect, it } from 'vitest';
import { firstFreeUsername, generateInitialPassword, usernameBase } from './credentials';

describe('generateInitialPassword', () => {
  it('has three groups of four unambiguous characters and differs every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateInitialPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}$/);
  });
});

describe('usernameBase', () => {
  it('makes typeable names from German and other names', () => {
    expect(usernameBase('Zoë', 'Müller-Lüdenscheidt')).toBe('zoe.mueller-luedenscheidt');
    expect(usernameBase('Jörg Peter', 'Weiß')).toBe('joerg.weiss');
    expect(usernameBase('Ayşe', 'Yılmaz')).toBe('ayse.yilmaz');
    expect(usernameBase('Anna', 'von der Heide')).toBe('anna.von-der-heide');
    expect(usernameBase('李', '王')).toBe('konto');
  });

  it('numbers names already taken', () => {
    expect(firstFreeUsername('anna.weiss', new Set())).toBe('anna.weiss');
    expect(firstFreeUsername('anna.weiss', new Set(['anna.weiss', 'anna.weiss2']))).toBe('anna.weiss3');
  });
});
