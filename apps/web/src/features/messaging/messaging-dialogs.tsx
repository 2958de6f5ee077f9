import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Client, Me } from '@berufswahl/contracts';
import { isPermittedRole } from '@berufswahl/contracts/identity/roles';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { addTexts } from '../../lib/i18n';
import messagingTexts from '../../locales/de-messaging.json';
import { useExternalLinkInterception, type PendingExternalLink } from './external-links/external-link-guard';
import { ImportantNotificationBanner } from './important-notifications/important-notification-banner';
import { NotificationQueue } from './notifications/notification-queue';
import { OfflineBanner } from './offline/offline-banner';
import './messaging.css';

addTexts(messagingTexts);

// Dialogs load when they open: the ticket forms bring react-hook-form and zod, the dialogs
// react-aria's overlay code – none of it belongs to the first screen.
const BarrierReportModal = lazy(() => import('./support-tickets/barrier-report-modal').then((module) => ({ default: module.BarrierReportModal })));
const TechnicalSupportModal = lazy(() =>
  import('./support-tickets/technical-support-modal').then((module) => ({ default: module.TechnicalSupportModal })),
);
const ExternalLinkDialog = lazy(() => import('./external-links/external-link-dialog').then((module) => ({ default: module.ExternalLinkDialog })));
// The service worker is registered and watched once the first screen stands: nothing of it is
// needed for the first paint, and the worker installs in the background anyway (decision 239).
const UpdateNotice = lazy(() => import('./service-worker/update-notice').then((module) => ({ default: module.UpdateNotice })));

/** Query parameters that open a modal on any page (spec 2); removed again when it closes. */
export const BARRIER_MODAL_PARAMETER = 'barrier_modal';
export const TECHNICAL_SUPPORT_MODAL_PARAMETER = 'technical_support_modal';

const BANNER_ROLES = new Set(['ADMIN_SCHULE', 'ADMIN_LAND']);

interface MessagingDialogsProps {
  me: Me;
  /** The user's Land (support mailbox); undefined while loading or when it failed. */
  client: Client | undefined;
  /** True while an earlier part of the first-run queue (terms, welcome, tour …) holds the screen. */
  isBlocked: boolean;
}

/** Keeps the page's end visible above the banners fixed to the bottom of the window. */
function useSpaceBelowPage() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = element.offsetHeight > 0 ? `${element.offsetHeight}px` : '';
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);
  return ref;
}

/**
 * Everything of the messaging feature that can appear over any page: notification modals,
 * barrier and support modals, the external-link confirmation, and the offline, important and
 * update banners.
 */
export function MessagingDialogs({ me, client, isBlocked }: MessagingDialogsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pendingLink, setPendingLink] = useState<PendingExternalLink | null>(null);
  const bannersRef = useSpaceBelowPage();
  const activeRole = activeRoleOf(me) ?? '';
  const isPermitted = isPermittedRole(activeRole);

  useExternalLinkInterception(useCallback((link: PendingExternalLink) => setPendingLink(link), []));

  const closeParameter = (name: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const supportMailbox = client?.redmine_mail_box;
  const isBarrierOpen = searchParams.has(BARRIER_MODAL_PARAMETER);
  const isSupportOpen = searchParams.has(TECHNICAL_SUPPORT_MODAL_PARAMETER) && activeRole === 'ADMIN_SCHULE' && Boolean(supportMailbox);

  const pageUrl = () => {
    const url = new URL(location.href);
    url.searchParams.delete(BARRIER_MODAL_PARAMETER);
    return url.toString();
  };

  return (
    <>
      <NotificationQueue
        isEnabled={isPermitted && !isBlocked && !isBarrierOpen && !isSupportOpen}
        isWaiting={isPermitted && isBlocked}
        isOff={!isPermitted}
        onExternalLink={(url) => setPendingLink({ url, isNewTab: false })}
      />
      {/* A dialog whose code cannot load (offline) is not shown; the page stays usable. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
        {isBarrierOpen && <BarrierReportModal pageUrl={pageUrl()} onClose={() => closeParameter(BARRIER_MODAL_PARAMETER)} />}
        {isSupportOpen && supportMailbox && (
          <TechnicalSupportModal
            mailbox={supportMailbox}
            context={{
              state: client?.name ?? '',
              schoolName: me.school?.name ?? '',
              schoolId: me.school ? String(me.school.id) : '',
              postcode: me.school?.postcode ?? '',
              city: me.school?.city ?? '',
              userName: `${me.first_name} ${me.surname}`,
              userEmail: me.email ?? '',
            }}
            onClose={() => closeParameter(TECHNICAL_SUPPORT_MODAL_PARAMETER)}
          />
        )}
        {pendingLink && <ExternalLinkDialog link={pendingLink} onClose={() => setPendingLink(null)} />}
        </Suspense>
      </ErrorBoundary>
      <div className="global-banners" ref={bannersRef}>
        <ImportantNotificationBanner isEnabled={BANNER_ROLES.has(activeRole)} />
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <UpdateNotice />
          </Suspense>
        </ErrorBoundary>
        <OfflineBanner />
      </div>
    </>
  );
}
