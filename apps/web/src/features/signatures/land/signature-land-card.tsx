import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-paths';
import { useLandOverview } from '../api/get-land-overview';
import { addTexts } from '../../../lib/i18n';
import landCardTexts from '../../../locales/de-signatures-land-card.json';

// Only the card's own texts: the deadline warning's (register-texts.ts) are not needed here.
addTexts(landCardTexts);

/** The state coordinator's dashboard card: how many schools have confirmed, and the way to the overview. */
export function SignatureLandCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useLandOverview();
  if (!data) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signatures.land.cardTitle')}</h2>
      <p>{data.flow ? t('signatures.land.cardCount', { confirmed: data.confirmed_count, total: data.school_count }) : t('signatures.land.cardNone')}</p>
      <Link to={PATHS.signatureLand}>{t('signatures.land.cardLink')}</Link>
    </section>
  );
}
