import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Me } from '@berufswahl/contracts';
import { useFormality } from '../../../lib/formality';

interface WelcomeDialogProps {
  me: Me;
  onStartTour: () => void;
  onLater: () => void;
}

/**
 * The welcome modal of spec 2 ("A welcome modal per role offers to start the tour"). Both answers –
 * and Escape – store that it is not offered again; the tour stays in the menu ("Tour starten").
 */
export function WelcomeDialog({ me, onStartTour, onLater }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled={false} onOpenChange={(isOpen) => !isOpen && onLater()}>
      <Modal className="modal modal--small">
        <Dialog className="dialog welcome-dialog">
          <Heading slot="title" className="dialog__title">
            {t('welcome.title', { context, firstName: me.first_name })}
          </Heading>
          <p>{t('welcome.text', { context })}</p>
          <p className="hint">{t('welcome.hint', { context })}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onLater}>
              {t('welcome.later')}
            </button>
            <button type="button" className="button" onClick={onStartTour} autoFocus>
              {t('welcome.start')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
