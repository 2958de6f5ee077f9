import { describe, expect, it } from 'vitest';
import { isExternalLink, withReferrer } from './external-links';

const here = 'https://berufswahl.example.de/stories?tab=2';

describe('isExternalLink', () => {
  it.each([
    ['/imprint'],
    ['https://berufswahl.example.de/files/'],
    ['https://s3-eu-central-1.ionoscloud.com/bucket/file.pdf?X-Amz-Signature=1'],
    ['https://bucket.s3.eu-central-1.ionoscloud.com/file.pdf'],
    ['https://bucket.s3.eu-central-1.amazonaws.com/file.pdf'],
    ['https://s3.amazonaws.com/bucket/file.pdf'],
    ['mailto:support@example.de'],
    ['tel:+49301234'],
    ['#content'],
  ])('treats %s as internal', (href) => {
    expect(isExternalLink(href, here)).toBe(false);
  });

  it.each([
    ['https://www.arbeitsagentur.de/'],
    ['http://berufswahl.example.de.evil.example/'],
    ['https://ec2-1-2-3-4.compute.amazonaws.com/'],
    ['https://ionoscloud.com.example/'],
    ['//other.example/path'],
  ])('asks before following %s', (href) => {
    expect(isExternalLink(href, here)).toBe(true);
  });
});

describe('withReferrer', () => {
  it('appends the current address as referrer and keeps the other parameters', () => {
    const url = new URL(withReferrer('https://www.planet-beruf.de/suche?q=tischler', here));
    expect(url.searchParams.get('q')).toBe('tischler');
    expect(url.searchParams.get('referrer')).toBe(here);
  });
});
