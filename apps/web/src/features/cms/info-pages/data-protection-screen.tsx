import { InfoPage } from './info-page';

export function DataProtectionScreen() {
  return <InfoPage id="dataProtection" />;
}
