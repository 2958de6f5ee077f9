import { describe, expect, it } from 'vitest';
import { allowsMultipleFiles, checkFiles, matchesAccept } from './file-input-logic';

const png = { name: 'bild.PNG', type: 'image/png', size: 10 };
const pdf = { name: 'brief.pdf', type: 'application/pdf', size: 10 };
const exe = { name: 'tool.exe', type: 'application/x-msdownload', size: 10 };

describe('matchesAccept', () => {
  it('accepts by MIME type, wildcard and extension, and everything without rules', () => {
    expect(matchesAccept(png, ['image/*'])).toBe(true);
    expect(matchesAccept(pdf, ['.pdf'])).toBe(true);
    expect(matchesAccept(pdf, ['application/pdf'])).toBe(true);
    expect(matchesAccept(exe, ['image/*', '.pdf'])).toBe(false);
    expect(matchesAccept(exe)).toBe(true);
  });
});

describe('checkFiles', () => {
  it('is single with max 1 and keeps the newest file', () => {
    expect(allowsMultipleFiles({ max: 1 })).toBe(false);
    expect(allowsMultipleFiles({})).toBe(true);
    expect(checkFiles([pdf], [png], { max: 1 })).toEqual({ files: [png], problems: [] });
  });

  it('takes none of several files dropped on a single-file input, keeps the old choice and says why', () => {
    expect(checkFiles([], [png, pdf], { max: 1 })).toEqual({ files: [], problems: ['tooMany'] });
    expect(checkFiles([pdf], [png, png], { max: 1 })).toEqual({ files: [pdf], problems: ['tooMany'] });
  });

  it('leaves out files of another type and says so', () => {
    expect(checkFiles([], [png, exe], { accept: ['image/*'] })).toEqual({ files: [png], problems: ['type'] });
  });

  it('cuts off at max and reports too few below min (default 0)', () => {
    expect(checkFiles([png], [pdf, png], { max: 2 })).toEqual({ files: [png, pdf], problems: ['tooMany'] });
    expect(checkFiles([], [], { min: 1 }).problems).toEqual(['tooFew']);
    expect(checkFiles([], [], {}).problems).toEqual([]);
  });
});
