import { InfoPage } from './info-page';

export function ImprintScreen() {
  return <InfoPage id="imprint" />;
}
