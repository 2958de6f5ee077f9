import { useId, useState } from 'react';
import { Button, Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatStoreError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import { logout } from '../../../lib/keycloak';
// The long legal text travels with this lazily loaded modal, not with the first screen.
import termsTexts from '../../../locales/de-terms.json';
import { useAcceptTerms } from '../../../lib/me/accept-terms';

addTexts(termsTexts);

/**
 * Terms of use (spec 2, 4): a modal that cannot be dismissed. Save is enabled only once the
 * checkbox is ticked; it records the acceptance and reloads. Cancel logs out.
 */
export function TermsModal() {
  const { t } = useTranslation();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const acceptTerms = useAcceptTerms();
  const hintId = useId();
  const sections = t('terms.sections', { returnObjects: true });

  const handleCancel = () => {
    setIsLoggingOut(true);
    void logout();
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" level={2} className="dialog__title">
            {t('terms.title')}
          </Heading>
          <p>{t('terms.intro')}</p>
          {/* Focusable so keyboard users can scroll the long text. */}
          <div className="terms-text" role="region" aria-label={t('terms.textLabel')} tabIndex={0}>
            {sections.map((section) => (
              <section key={section.title}>
                <h3>{section.title}</h3>
                <p>{section.text}</p>
              </section>
            ))}
          </div>
          <Checkbox
            className="checkbox"
            isSelected={isAccepted}
            onChange={setIsAccepted}
            isRequired
            aria-describedby={hintId}
          >
            <span className="checkbox__box" aria-hidden="true" />
            <span>{t('terms.accept')}</span>
          </Checkbox>
          <p id={hintId} className="hint">
            {t('terms.hint')}
          </p>
          {acceptTerms.isError && (
            <p className="form-error" role="alert">
              {t('terms.saveError', { error: formatStoreError(acceptTerms.error) })}
            </p>
          )}
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={handleCancel} isPending={isLoggingOut}>
              {t('terms.cancel')}
            </Button>
            <Button
              className="button"
              isDisabled={!isAccepted}
              isPending={acceptTerms.isPending || acceptTerms.isSuccess}
              onPress={() => acceptTerms.mutate()}
            >
              {t('terms.save')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
