import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@berufswahl/contracts';
import { needsSchoolData } from '@berufswahl/contracts/identity/school-data-rules';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { COORDINATOR_ROLES, LAND_COORDINATOR_ROLES, SCHOOL_LIFE_ROLES } from '@berufswahl/contracts/identity/roles';
import { addTexts } from '../../../lib/i18n';
import newsTexts from '../../../locales/de-news.json';
import simpleNewsTexts from '../../../locales/de-news.leicht.json';
import { NextEvents } from '../../../features/messaging/events/next-events';
import { NewsPanel } from '../../../features/messaging/news/news-panel';
import { writerContextOf } from '../../../features/messaging/news/writer-context';
import { hasTeacherWidgets } from '../dashboard-content';

addTexts(newsTexts, simpleNewsTexts);

// The form brings zod: loaded only for a school coordinator whose school data is missing.
// Cards only some roles see load for them alone, so a teacher's first screen does not carry them.
const KeyFiguresCard = lazy(() => import('../../../features/identity/key-figures/key-figures-card').then((module) => ({ default: module.KeyFiguresCard })));
const SignatureDeadlineWarning = lazy(() =>
  import('../../../features/signatures/warning/signature-deadline-warning').then((module) => ({ default: module.SignatureDeadlineWarning })),
);
// Teachers and school coordinators: whether and by whom their school confirmed the Land's document.
const SignatureStatusCard = lazy(() =>
  import('../../../features/signatures/warning/signature-status-card').then((module) => ({ default: module.SignatureStatusCard })),
);
const SignatureLandCard = lazy(() => import('../../../features/signatures/land/signature-land-card').then((module) => ({ default: module.SignatureLandCard })));
const SchoolDataForm = lazy(() => import('../../../features/identity/schools/school-data-form').then((module) => ({ default: module.SchoolDataForm })));
// Teachers only: their groups, the links to the group functions and the news form.
const LearningGroupsCard = lazy(() => import('./learning-groups-card').then((module) => ({ default: module.LearningGroupsCard })));
// Teachers with a group: choosing the active station and starting a quest right here (spec 2).
const TeacherWidgets = lazy(() => import('./teacher-widgets').then((module) => ({ default: module.TeacherWidgets })));

const NEWS_READERS = new Set<string>(SCHOOL_LIFE_ROLES);
const COORDINATORS = new Set<string>(COORDINATOR_ROLES);
const LAND_COORDINATORS = new Set<string>(LAND_COORDINATOR_ROLES);

interface StaffDashboardProps {
  me: Me;
  /** What follows the cards on the start page (explainer videos): shown with them, so it does not move when they appear. */
  after?: ReactNode;
}

/**
 * The dashboard sections of news, events and coordination (spec 2): next events and the news
 * panel for every reader, the teacher's learning groups, the coordinators' key figures, and the
 * school data form for school coordinators (spec 5). Students' own sections live in ../student.
 *
 * The cards appear together (decision 260): once the lazily loaded ones have their code (one
 * Suspense for all) and every signature card has said that it knows whether it shows – until then
 * they are mounted but hidden, so that every card asks for its data at once; what follows them on
 * the page comes with them. Painted one by one, a card arriving late pushed the ones below it down
 * on a slow tablet (a layout shift of 0.12–0.15).
 */
export function StaffDashboard({ me, after }: StaffDashboardProps) {
  const role = activeRoleOf(me) ?? '';
  const { t } = useTranslation();
  const [schoolData, setSchoolData] = useState<'open' | 'saved' | 'later'>('open');
  const showSchoolData = role === 'ADMIN_SCHULE' && me.school !== null && needsSchoolData(me.school) && schoolData === 'open';
  const seesSignatureDeadline = role === 'ADMIN_SCHULE';
  const seesSignatureStatus = seesSignatureDeadline || role === 'LEHRER';
  const [unsettledSignatureCards, setUnsettledSignatureCards] = useState(Number(seesSignatureDeadline) + Number(seesSignatureStatus));
  const signatureCardSettled = useCallback(() => setUnsettledSignatureCards((count) => count - 1), []);

  return (
    <>
      {schoolData === 'saved' && (
        <p className="notice" role="status">
          {t('schoolData.saved')}
        </p>
      )}
      <Suspense fallback={null}>
        <div hidden={unsettledSignatureCards > 0}>
          <div className="cards">
            {showSchoolData && me.school && (
              <SchoolDataForm school={me.school} onDone={(saved) => setSchoolData(saved ? 'saved' : 'later')} />
            )}
            {seesSignatureDeadline && <SignatureDeadlineWarning onSettled={signatureCardSettled} />}
            {seesSignatureStatus && <SignatureStatusCard isCoordinator={seesSignatureDeadline} onSettled={signatureCardSettled} />}
            {role === 'LEHRER' && <LearningGroupsCard me={me} />}
            {hasTeacherWidgets(me) && <TeacherWidgets />}
            {NEWS_READERS.has(role) && <NextEvents />}
            {COORDINATORS.has(role) && <KeyFiguresCard />}
            {LAND_COORDINATORS.has(role) && <SignatureLandCard />}
            {NEWS_READERS.has(role) && <NewsPanel writer={writerContextOf(me)} />}
          </div>
          {after}
        </div>
      </Suspense>
    </>
  );
}
