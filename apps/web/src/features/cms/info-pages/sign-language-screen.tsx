import { InfoPage } from './info-page';

export function SignLanguageScreen() {
  return <InfoPage id="signLanguage" />;
}
