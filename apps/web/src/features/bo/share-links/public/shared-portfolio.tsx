import { useTranslation } from 'react-i18next';

/**
 * The shared portfolio, read-only. Until the portfolio module's view (`PortfolioView`, branch
 * s18-portfolio) is merged, the page offers the PDF only.
 */
export function SharedPortfolio({ portfolio }: { portfolio: unknown }) {
  const { t } = useTranslation();
  void portfolio;
  return <p>{t('sharedPage.pdfHint')}</p>;
}
