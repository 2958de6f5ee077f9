import { useId } from 'react';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me, Theme } from '@berufswahl/contracts';
import { THEMES } from '@berufswahl/contracts/identity/user-rules';
import { useSetContrastMode, useSetTheme } from '../../lib/me/set-display';
import { useFormality } from '../../lib/formality';
import { useSetSimpleLanguage } from '../../lib/me/set-simple-language';
import { PATHS } from '../../lib/route-paths';
import { ACCESSIBILITY_ID } from './skip-links';

/**
 * The accessibility section of the menu (spec 2): high contrast, simple language, colour theme
 * and the links to the accessibility pages and the barrier report. "Barriere melden" adds
 * `?barrier_modal` to the current address; the messaging feature opens its form from there.
 */
export function AccessibilityOptions({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const setContrastMode = useSetContrastMode();
  const setTheme = useSetTheme();
  const setSimpleLanguage = useSetSimpleLanguage();
  const context = useFormality();
  // A change that did not reach the server leaves the control as it was; say so (issue 14).
  const hasFailed = setContrastMode.isError || setTheme.isError || setSimpleLanguage.isError;

  return (
    <section id={ACCESSIBILITY_ID} className="menu-a11y" aria-labelledby={headingId} data-tour="accessibility" tabIndex={-1}>
      <p className="menu-section__title" id={headingId}>
        {t('menu.a11y.title')}
      </p>
      <Switch
        className="switch"
        isSelected={me.contrast_mode}
        isDisabled={setContrastMode.isPending}
        onChange={(isSelected) => setContrastMode.mutate(isSelected)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t('menu.a11y.contrast')}
      </Switch>
      <Switch
        className="switch"
        isSelected={me.simple_language}
        isDisabled={setSimpleLanguage.isPending}
        onChange={(isSelected) => setSimpleLanguage.mutate(isSelected)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t('menu.a11y.simpleLanguage')}
      </Switch>
      <RadioGroup
        className="theme-picker"
        value={me.theme}
        isDisabled={setTheme.isPending}
        onChange={(value) => setTheme.mutate(value as Theme)}
      >
        <Label className="theme-picker__label">{t('menu.a11y.theme')}</Label>
        {me.contrast_mode && <p className="theme-picker__hint">{t('menu.a11y.themeWithContrast')}</p>}
        {THEMES.map((theme) => (
          <Radio key={theme} className="radio" value={theme}>
            <span className={`radio__swatch radio__swatch--${theme}`} aria-hidden="true" />
            {t(`menu.a11y.themes.${theme}`)}
          </Radio>
        ))}
      </RadioGroup>
      {/* Only while a change failed: an empty alert would count as one for assistive technology. */}
      {hasFailed && (
        <p role="alert" className="form-error" data-testid="a11y-save-error">
          {t('menu.a11y.saveFailed', { context })}
        </p>
      )}
      <ul className="main-nav__links main-nav__links--small">
        <li>
          <Link className="main-nav__link" to={PATHS.signLanguage}>
            {t('menu.a11y.signLanguage')}
          </Link>
        </li>
        <li>
          <Link className="main-nav__link" to={PATHS.visuallyImpaired}>
            {t('menu.a11y.visuallyImpaired')}
          </Link>
        </li>
        <li>
          <Link className="main-nav__link" to={{ pathname, search: '?barrier_modal' }}>
            {t('menu.a11y.reportBarrier')}
          </Link>
        </li>
        <li>
          <Link className="main-nav__link" to={PATHS.barrierFreeInfo}>
            {t('menu.a11y.statement')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
