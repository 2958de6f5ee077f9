import { describe, expect, it } from 'vitest';
import { CLASS_STATISTICS_MESSAGES, classStatisticsQuerySchema } from './class-statistics';

describe('classStatisticsQuerySchema', () => {
  it('takes the offered windows and defaults to 7 days', () => {
    expect(classStatisticsQuerySchema.parse({ days: '30' })).toEqual({ days: 30 });
    expect(classStatisticsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(classStatisticsQuerySchema.parse({})).toEqual({ days: 7 });
  });

  it('refuses any other value with one German message', () => {
    for (const days of ['5', '365', 'abc', '', '7.0x']) {
      const result = classStatisticsQuerySchema.safeParse({ days });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Der Zeitraum muss 7, 30 oder 90 Tage sein');
    }
    expect(CLASS_STATISTICS_MESSAGES.days).toBe('Der Zeitraum muss 7, 30 oder 90 Tage sein');
  });
});
