import { describe, expect, it } from 'vitest';
import { segmentPercentages } from '../../../components/ui/segment-bar-logic';
import { fileKindOf, formatBytes, formatPercent, storageSegmentsOf } from './storage-format';

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [50000 * 1024, '48,8 MB'],
    [1024 ** 2, '1 MB'],
    [1073741824, '1 GB'],
    [1.5 * 1024 ** 3, '1,5 GB'],
    [1024 ** 4, '1 TB'],
    [1073741824 - 70, '1 GB'],
    [1023.96 * 1024, '1 MB'],
    [2048 * 1024 ** 4, '2048 TB'],
  ])('shows %d bytes as %s', (bytes, expected) => {
    expect(formatBytes(bytes).replace(/\u00a0|\u202f/g, ' ').replace(/\./g, '')).toBe(expected);
  });

  it('treats a negative value as 0 bytes', () => {
    expect(formatBytes(-5)).toBe('0 Bytes');
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0,00 %'],
    [12.5, '12,50 %'],
    [33.333, '33,33 %'],
    [99.996, '100,00 %'],
    [100, '100,00 %'],
  ])('shows %d as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('storageSegmentsOf', () => {
  it('adds task files to the used files and keeps the task trash apart', () => {
    const segments = storageSegmentsOf({
      space: 1000,
      used_space: 100,
      system_used_space: 50,
      trashcan_used_space: 200,
      system_trashcan_used_space: 25,
    });
    expect(segments).toEqual({ files: 150, trash: 200, taskTrash: 25, free: 625 });
    expect(segmentPercentages([segments.files, segments.trash, segments.taskTrash, segments.free], 1000)).toEqual([15, 20, 2.5, 62.5]);
  });

  it('never shows negative free space when a quota was lowered below the usage', () => {
    expect(storageSegmentsOf({ space: 100, used_space: 150, system_used_space: 0, trashcan_used_space: 0, system_trashcan_used_space: 0 }).free).toBe(0);
  });

  it('gives percentages to two decimals that add up to at most 100', () => {
    const segments = storageSegmentsOf({ space: 1073741824, used_space: 12345678, system_used_space: 0, trashcan_used_space: 987654, system_trashcan_used_space: 4321 });
    const shares = segmentPercentages([segments.files, segments.trash, segments.taskTrash, segments.free], 1073741824);
    expect(shares).toEqual([1.15, 0.09, 0, 98.76]);
  });
});

describe('fileKindOf', () => {
  it.each([
    ['image/png', 'image'],
    ['audio/webm', 'audio'],
    ['video/mp4', 'video'],
    ['application/pdf', 'pdf'],
    ['text/plain', 'text'],
    ['application/zip', 'zip'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['application/vnd.ms-excel', 'spreadsheet'],
    ['application/vnd.apple.keynote', 'presentation'],
    ['application/octet-stream', 'other'],
  ])('calls %s a %s', (mime, kind) => {
    expect(fileKindOf(mime)).toBe(kind);
  });
});
