import { describe, expect, it } from 'vitest';
import { toLinksConfig } from './links-config';

describe('toLinksConfig', () => {
  it('keeps the configured origins', () => {
    expect(toLinksConfig({ internal_origins: ['https://speicher.example.org'] })).toEqual({ internal_origins: ['https://speicher.example.org'] });
  });

  it('treats anything unexpected as no internal origin', () => {
    expect(toLinksConfig(null)).toEqual({ internal_origins: [] });
    expect(toLinksConfig({ internal_origins: 'https://x.example' })).toEqual({ internal_origins: [] });
    expect(toLinksConfig({ internal_origins: [1, 'https://y.example'] })).toEqual({ internal_origins: ['https://y.example'] });
  });
});
