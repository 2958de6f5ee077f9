import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRole, ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { ExplanationBox } from '../../components/explanations/explanation-box';
import { PageHeading } from '../../components/ui/page-heading';
import { useMe } from '../../lib/me/get-me';
import { chooseGreeting, introContextOf, isStudentWithoutClass } from './dashboard-content';

// News, events, learning groups, key figures and the school data form (./staff, helper "news").
const StaffDashboard = lazy(() => import('./staff/staff-dashboard').then((module) => ({ default: module.StaffDashboard })));
const StudentDashboard = lazy(() =>
  import('./student/student-dashboard').then((module) => ({ default: module.StudentDashboard })),
);
// Every role's explainer videos, managed by the technical administration (decision 180).
const ExplainerVideosSection = lazy(() =>
  import('../../features/cms/videos/explainer-videos-section').then((module) => ({ default: module.ExplainerVideosSection })),
);
// Technical admins only: the Keycloak export of their Land (decision 157).
const TechnicalDashboard = lazy(() =>
  import('./technical/technical-dashboard').then((module) => ({ default: module.TechnicalDashboard })),
);

/** Start page (spec 2, "Dashboard"): greeting, the user's role, school and class, and the sections of the active role. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;

  const { context, values } = chooseGreeting(me);
  const activeRole = activeRoleOf(me);

  return (
    <div className="page dashboard">
      <PageHeading pageName={t('pages.dashboard')}>{t('dashboard.greeting', { context, ...values })}</PageHeading>
      <p className="lead">{t('dashboard.intro', { context: introContextOf(me) })}</p>
      {/* With the page, not after it: a box arriving later pushed the facts and cards down (layout
          shift, issue 20); the first-screen budget counted it already. */}
      <ExplanationBox target="dashboard" />

      <dl className="facts">
        {activeRole && (
          <div className="facts__item">
            <dt>{t('dashboard.facts.role')}</dt>
            <dd>{isRole(activeRole) ? ROLE_LABELS[activeRole] : activeRole}</dd>
          </div>
        )}
        {me.school && (
          <div className="facts__item">
            <dt>{t('dashboard.facts.school')}</dt>
            <dd>{me.school.name}</dd>
          </div>
        )}
        {me.class && (
          <div className="facts__item">
            <dt>{t('dashboard.facts.class')}</dt>
            <dd>{t('dashboard.facts.classValue', { grade: me.class.grade, addition: me.class.addition })}</dd>
          </div>
        )}
        {activeRole === 'LEHRER' && me.learning_groups.length > 0 && (
          <div className="facts__item">
            <dt>{t('dashboard.facts.learningGroups')}</dt>
            <dd>
              {me.learning_groups
                .map((group) => t('dashboard.facts.classValue', { grade: group.grade, addition: group.addition }))
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>

      {isStudentWithoutClass(me) && (
        <div className="notice" role="note" data-testid="student-without-class">
          <p className="notice__title">{t('dashboard.noClass.title')}</p>
          <p>{t('dashboard.noClass.text')}</p>
        </div>
      )}

      {activeRole === 'SCHUELER' && (
        <Suspense fallback={null}>
          <StudentDashboard />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {/* What follows the cards appears with them (decision 260). */}
        <StaffDashboard
          me={me}
          after={
            <>
              {activeRole === 'TECHNICAL_ADMIN' && (
                <Suspense fallback={null}>
                  <TechnicalDashboard me={me} />
                </Suspense>
              )}
              {activeRole && (
                <Suspense fallback={null}>
                  <ExplainerVideosSection role={activeRole} />
                </Suspense>
              )}
            </>
          }
        />
      </Suspense>
    </div>
  );
}
