import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatStoreError } from '../../../lib/api-client';
import { useShareLinks } from './api/share-links';
import { CreateShareLinkForm } from './create-share-link-form';
import { ShareLinkList } from './share-link-list';
import './share-links.css';
import './share-links-texts';

/** „Geschichte teilen“: a new link to this story, and the story's links with their opens and revoke. */
export function ShareStoryDialog({ storyUuid, onClose }: { storyUuid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const links = useShareLinks();
  const sharingOff = links.data?.sharing_enabled === false;
  return (
    <ModalDialog title={t('shareLinks.form.headingStory')} closeLabel={t('shareLinks.storyDialogClose')} onClose={onClose} className="share-story-dialog">
      {sharingOff && (
        <div className="notice">
          <p>{t('shareLinks.sharingOff')}</p>
        </div>
      )}
      <CreateShareLinkForm target="story" storyUuid={storyUuid} isDisabled={sharingOff} />
      {links.isPending ? (
        <p role="status">{t('shareLinks.list.loading')}</p>
      ) : links.isError ? (
        <p role="alert" className="form-error">
          {t('shareLinks.list.loadFailed', { error: formatStoreError(links.error) })}
        </p>
      ) : (
        <ShareLinkList links={links.data.links.filter((link) => link.story_uuid === storyUuid)} />
      )}
    </ModalDialog>
  );
}
