import { InfoPage } from './info-page';

export function BarrierFreeInfoScreen() {
  return <InfoPage id="barrierFreeInfo" />;
}
