import { formatReactivationCode, REACTIVATION_CODE_VALID_DAYS } from '@berufswahl/contracts/identity/reactivation';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDateLong } from '../../../lib/format';
import { useMe } from '../../../lib/me/get-me';
import { useGenerateReactivationCode } from './api/generate-reactivation-code';
import { isCodeValid } from './lifecycle-format';

/**
 * How a deactivated account continues at a school (spec 2; decision 052): the steps of the move,
 * the current code with its validity, and a button for a new one.
 */
export function ReactivationCodeSection() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const generate = useGenerateReactivationCode();
  const moveId = useId();
  const codeId = useId();
  const steps = t('lifecycle.move.steps', { returnObjects: true }) as string[];
  const formatDay = (value: string) => (me?.simple_language ? formatDateLong(value) : formatDate(value));

  const code = me?.reactivation_code ?? null;
  const validUntil = me?.reactivation_code_date ?? null;
  const hasValidCode = isCodeValid(code, validUntil);

  let outcome: { text: string; isError: boolean } | null = null;
  if (generate.isSuccess && generate.data.reactivation_code && generate.data.reactivation_code_date) {
    outcome = {
      text: t('lifecycle.code.generated', {
        code: formatReactivationCode(generate.data.reactivation_code),
        date: formatDay(generate.data.reactivation_code_date),
      }),
      isError: false,
    };
  }
  if (generate.isError) {
    const isRateLimited = isApiError(generate.error) && generate.error.status === 429;
    outcome = { text: t(isRateLimited ? 'lifecycle.code.rateLimited' : 'lifecycle.code.failed'), isError: true };
  }

  return (
    <>
      <section className="lifecycle-section" aria-labelledby={moveId}>
        <h2 id={moveId}>{t('lifecycle.move.title')}</h2>
        <p>{t('lifecycle.move.text')}</p>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t('lifecycle.move.note', { days: REACTIVATION_CODE_VALID_DAYS })}</p>
      </section>

      <section className="lifecycle-section" aria-labelledby={codeId}>
        <h2 id={codeId}>{t('lifecycle.code.title')}</h2>
        {hasValidCode && validUntil ? (
          <dl className="lifecycle-code">
            <dt>{t('lifecycle.code.current')}</dt>
            <dd>
              <span className="lifecycle-code__digits" data-testid="reactivation-code">
                {formatReactivationCode(code)}
              </span>
              <span className="lifecycle-code__validity">{t('lifecycle.code.validUntil', { date: formatDay(validUntil) })}</span>
            </dd>
          </dl>
        ) : (
          <p>{code ? t('lifecycle.code.expired') : t('lifecycle.code.none')}</p>
        )}
        <Button className="button" onPress={() => generate.mutate()} isPending={generate.isPending} data-testid="reactivation-generate">
          {generate.isPending ? t('lifecycle.code.pending') : hasValidCode ? t('lifecycle.code.regenerate') : t('lifecycle.code.generate')}
        </Button>
        <p role="status" className={outcome?.isError ? 'form-error' : undefined}>
          {outcome?.text}
        </p>
      </section>
    </>
  );
}
