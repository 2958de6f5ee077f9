import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import menuTexts from '../../../locales/de-menu.json';
import { ExplanationBox } from '../../../components/explanations/explanation-box';

addTexts(menuTexts);

export type PlaceholderId = 'termine' | 'meinWeg' | 'reflexion' | 'stories' | 'meineDaten' | 'hilfe';

const EXPLANATION_TARGETS: Record<PlaceholderId, string> = {
  termine: 'termine',
  meinWeg: 'mein-weg',
  reflexion: 'reflexion',
  stories: 'stories',
  meineDaten: 'meine-daten',
  hilfe: 'hilfe',
};

/** A menu target whose feature comes with a later issue: its name, what will be here, and its explanation. */
export function PlaceholderScreen({ id }: { id: PlaceholderId }) {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <div className="page">
      <PageHeading pageName={t(`placeholders.${id}.title`)}>{t(`placeholders.${id}.title`)}</PageHeading>
      <p className="lead">{t(`placeholders.${id}.text`, { context })}</p>
      <ExplanationBox target={EXPLANATION_TARGETS[id]} />
    </div>
  );
}

export const TermineScreen = () => <PlaceholderScreen id="termine" />;
export const MeinWegScreen = () => <PlaceholderScreen id="meinWeg" />;
export const ReflexionScreen = () => <PlaceholderScreen id="reflexion" />;
export const StoriesScreen = () => <PlaceholderScreen id="stories" />;
export const MeineDatenScreen = () => <PlaceholderScreen id="meineDaten" />;
export const HilfeScreen = () => <PlaceholderScreen id="hilfe" />;
