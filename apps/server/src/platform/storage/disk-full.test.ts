import { describe, expect, it } from 'vitest';
import { isDiskFullError } from './disk-full';
import { StorageError } from './storage-driver';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('isDiskFullError', () => {
  it('finds ENOSPC and EDQUOT, also behind wrapping errors', () => {
    expect(isDiskFullError(errno('ENOSPC'))).toBe(true);
    expect(isDiskFullError(errno('EDQUOT'))).toBe(true);
    expect(isDiskFullError(new StorageError('Could not store files/x', { cause: errno('ENOSPC') }))).toBe(true);
    expect(isDiskFullError(new Error('outer', { cause: new Error('middle', { cause: errno('ENOSPC') }) }))).toBe(true);
  });

  it('does not take other failures for a full disk', () => {
    expect(isDiskFullError(errno('EACCES'))).toBe(false);
    expect(isDiskFullError(new StorageError('Could not store files/x', { cause: errno('EIO') }))).toBe(false);
    expect(isDiskFullError(null)).toBe(false);
    expect(isDiskFullError('ENOSPC')).toBe(false);
  });
});
