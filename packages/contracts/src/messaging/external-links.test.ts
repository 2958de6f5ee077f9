import { describe, expect, it } from 'vitest';
import { isExternalLink, withReferrer } from './external-links';

const here = 'https://berufswahl.example.de/stories?tab=2';
/** The configured storage origin, as `/config/links.json` names it. */
const storage = ['https://berufswahl-dateien.s3.eu-central-1.amazonaws.com'];

describe('isExternalLink', () => {
  it.each([
    ['/imprint'],
    ['https://berufswahl.example.de/files/'],
    ['https://berufswahl-dateien.s3.eu-central-1.amazonaws.com/objects/file.pdf?X-Amz-Signature=1'],
    ['https://BERUFSWAHL-DATEIEN.s3.eu-central-1.amazonaws.com/file.pdf'],
    ['mailto:support@example.de'],
    ['tel:+49301234'],
    ['#content'],
  ])('treats %s as internal', (href) => {
    expect(isExternalLink(href, here, storage)).toBe(false);
  });

  it.each([
    // Anyone can host a page in a bucket of their own (issue 14): only the configured one is internal.
    ['https://angreifer.s3.amazonaws.com/phishing.html'],
    ['https://angreifer.s3.eu-central-1.amazonaws.com/phishing.html'],
    ['https://s3.amazonaws.com/angreifer/phishing.html'],
    ['https://bucket.s3.eu-central-1.ionoscloud.com/file.pdf'],
  ])('asks before following %s to a bucket that is not the configured storage', (href) => {
    expect(isExternalLink(href, here, storage)).toBe(true);
    expect(isExternalLink(href, here)).toBe(true);
  });

  it('ignores a configured origin that is no URL', () => {
    expect(isExternalLink('https://www.arbeitsagentur.de/', here, ['kein-origin'])).toBe(true);
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
