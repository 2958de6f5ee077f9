import { describe, expect, it } from 'vitest';
import { buildSupportBody, buildSupportMailto } from './support-mailto';

const labels = {
  state: 'Bundesland',
  schoolName: 'Schule',
  schoolId: 'Schul-ID',
  postcode: 'PLZ',
  city: 'Ort',
  userName: 'Name',
  userEmail: 'E-Mail',
};

describe('support mail draft', () => {
  it('puts the description first and the context block of spec 7 below it', () => {
    const body = buildSupportBody(
      'Der Export bricht ab.',
      {
        state: 'Freistaat Beispielland',
        schoolName: 'Humboldt-Gesamtschule',
        schoolId: '1',
        postcode: '04109',
        city: 'Musterstadt',
        userName: 'Katrin Hoffmann',
        userEmail: '',
      },
      labels,
    );
    expect(body.split('\n')).toEqual([
      'Der Export bricht ab.',
      '',
      '-----',
      'Bundesland: Freistaat Beispielland',
      'Schule: Humboldt-Gesamtschule',
      'Schul-ID: 1',
      'PLZ: 04109',
      'Ort: Musterstadt',
      'Name: Katrin Hoffmann',
      'E-Mail: –',
    ]);
  });

  it('encodes subject and body so that & and ? in the text cannot break the link', () => {
    const link = buildSupportMailto('support@land.de', 'Fehler & Frage?', 'a\nb');
    expect(link).toBe('mailto:support@land.de?subject=Fehler%20%26%20Frage%3F&body=a%0D%0Ab');
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Fehler & Frage?');
  });
});
