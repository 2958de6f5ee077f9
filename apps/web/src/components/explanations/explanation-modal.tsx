import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Explanation } from '@berufswahl/contracts';
import { useFirstRunHold } from '../../lib/first-run-queue';
import { Markdown } from '../ui/markdown/markdown';

interface ExplanationModalProps {
  explanation: Explanation;
  isSimple: boolean;
  onClose: () => void;
}

/** The whole explanation: title, illustration with its text alternative, and the content. */
export function ExplanationModal({ explanation, isSimple, onClose }: ExplanationModalProps) {
  const { t } = useTranslation();
  // A notification waits until the explanation is closed (decision 254).
  useFirstRunHold('dialog', true);
  const content = (isSimple && explanation.content_el) || explanation.content;
  const illustration = explanation.illustration_modal ?? explanation.illustration;
  const title = (isSimple && explanation.title_el) || explanation.title;
  const illustrationAlt = (isSimple && explanation.illustration_alt_el) || explanation.illustration_alt;
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Modal className="modal">
        <Dialog className="dialog explanation-dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          <div className="explanation-dialog__content">
            {illustration && (
              <img className="explanation-dialog__illustration" src={illustration} alt={illustrationAlt ?? ''} width="160" height="160" />
            )}
            <Markdown source={content} headingOffset={1} />
          </div>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('explanation.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
