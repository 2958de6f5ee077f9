import { InfoPage } from './info-page';

export function VisuallyImpairedScreen() {
  return <InfoPage id="visuallyImpaired" />;
}
