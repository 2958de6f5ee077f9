import { PASSWORD_RULES, type NewPasswordErrors, type PasswordAudience } from '@berufswahl/contracts';
import { IDP_TEXTS } from './idp.texts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type HiddenField = { name: string; value: string };

export type LoginPageState = {
  action: string;
  username: string;
  /** A message about the whole form (wrong credentials, lockout), announced on load. */
  formError?: string;
  /** True when the form error means the entered values are wrong (marks both fields invalid). */
  credentialsRejected?: boolean;
  fieldErrors?: { username?: string; password?: string };
};

export type NewPasswordPageState = {
  action: string;
  audience: PasswordAudience;
  fieldErrors?: NewPasswordErrors;
};

export type IdpPages = ReturnType<typeof createIdpPages>;

/**
 * The HTML of the sign-in, sign-out and error pages. They follow ACCESSIBILITY.md: `lang="de"`,
 * one `h1` inside `main`, labels bound to fields, errors linked with `aria-describedby` and
 * announced, and no inline style or script (stylesheet and script are files, so a CSP of
 * `script-src 'self'; style-src 'self'` holds).
 */
export function createIdpPages(options: { resourcesPath: string; startUrl: string }) {
  const stylesheet = `${options.resourcesPath}/idp.css`;
  const autoSubmitScript = `${options.resourcesPath}/auto-submit.js`;
  const startLink = `<p><a href="${escapeHtml(options.startUrl)}">${escapeHtml(IDP_TEXTS.toStart)}</a></p>`;

  function layout(page: { title: string; isError?: boolean; body: string; autoSubmit?: boolean }): string {
    const named = page.title.includes(IDP_TEXTS.productName) ? page.title : `${page.title} – ${IDP_TEXTS.productName}`;
    const title = `${page.isError ? IDP_TEXTS.errorTitlePrefix : ''}${named}`;
    const script = page.autoSubmit ? `\n<script src="${escapeHtml(autoSubmitScript)}" defer></script>` : '';
    return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">${script}
</head>
<body>
<main class="card">
${page.body}
</main>
</body>
</html>
`;
  }

  function hiddenFields(fields: HiddenField[]): string {
    return fields
      .map((field) => `<input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">`)
      .join('\n');
  }

  function login(state: LoginPageState): string {
    const texts = IDP_TEXTS.login;
    const fieldErrors = state.fieldErrors ?? {};
    const messages = [state.formError, fieldErrors.username, fieldErrors.password].filter(
      (message): message is string => Boolean(message),
    );
    const hasError = messages.length > 0;
    const summary = hasError
      ? `<div class="alert" id="login-error" role="alert">${messages.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}</div>\n`
      : '';
    const focus = fieldErrors.username || !state.username ? 'username' : 'password';

    const field = (name: 'username' | 'password', config: { label: string; type: string; autocomplete: string; value: string }) => {
      const fieldError = fieldErrors[name];
      const describedBy = [fieldError ? `${name}-error` : undefined, state.formError ? 'login-error' : undefined]
        .filter(Boolean)
        .join(' ');
      const isInvalid = Boolean(fieldError) || Boolean(state.credentialsRejected);
      const attributes = [
        `id="${name}"`,
        `name="${name}"`,
        `type="${config.type}"`,
        `autocomplete="${config.autocomplete}"`,
        'required',
        name === 'username' ? 'autocapitalize="none" spellcheck="false"' : '',
        config.value ? `value="${escapeHtml(config.value)}"` : '',
        describedBy ? `aria-describedby="${describedBy}"` : '',
        isInvalid ? 'aria-invalid="true"' : '',
        focus === name ? 'autofocus' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const errorLine = fieldError ? `\n<p class="field-error" id="${name}-error">${escapeHtml(fieldError)}</p>` : '';
      return `<div class="field">
<label for="${name}">${escapeHtml(config.label)}</label>${errorLine}
<input ${attributes}>
</div>`;
    };

    const body = `<h1>${escapeHtml(texts.title)}</h1>
${summary}<p>${escapeHtml(texts.intro)} ${escapeHtml(texts.requiredNote)}</p>
<form method="post" action="${escapeHtml(state.action)}" novalidate>
${field('username', { label: texts.username, type: 'text', autocomplete: 'username', value: state.username })}
${field('password', { label: texts.password, type: 'password', autocomplete: 'current-password', value: '' })}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`;
    return layout({ title: texts.title, isError: hasError, body });
  }

  /**
   * "Neues Passwort festlegen" after a sign-in with an initial password (decision 107): the new
   * password twice, errors bound to their fields and announced like on the sign-in page.
   */
  function newPassword(state: NewPasswordPageState): string {
    const texts = IDP_TEXTS.newPassword;
    const words = texts[state.audience];
    const fieldErrors = state.fieldErrors ?? {};
    const messages = [fieldErrors.password, fieldErrors.repeat].filter((message): message is string => Boolean(message));
    const hasError = messages.length > 0;
    const summary = hasError
      ? `<div class="alert" id="new-password-error" role="alert">${messages.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}</div>\n`
      : '';
    const focus = fieldErrors.password || !fieldErrors.repeat ? 'password' : 'repeat';
    const field = (name: 'password' | 'repeat', label: string) => {
      const fieldError = fieldErrors[name];
      const describedBy = [fieldError ? `${name}-error` : undefined, name === 'password' ? 'new-password-rules' : undefined]
        .filter(Boolean)
        .join(' ');
      const attributes = [
        `id="${name}"`,
        `name="${name}"`,
        'type="password"',
        'autocomplete="new-password"',
        'required',
        `minlength="${PASSWORD_RULES.minLength}"`,
        `maxlength="${PASSWORD_RULES.maxLength}"`,
        describedBy ? `aria-describedby="${describedBy}"` : '',
        fieldError ? 'aria-invalid="true"' : '',
        focus === name ? 'autofocus' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const errorLine = fieldError ? `\n<p class="field-error" id="${name}-error">${escapeHtml(fieldError)}</p>` : '';
      return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>${errorLine}
<input ${attributes}>
</div>`;
    };
    const body = `<h1>${escapeHtml(texts.title)}</h1>
${summary}<p>${escapeHtml(words.intro)}</p>
<p id="new-password-rules">${escapeHtml(words.rules(PASSWORD_RULES.minLength))}</p>
<form method="post" action="${escapeHtml(state.action)}" data-form="new-password" novalidate>
${field('password', words.password)}
${field('repeat', words.repeat)}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`;
    return layout({ title: texts.title, isError: hasError, body });
  }

  /**
   * The confirmation page of RP-initiated logout. With `autoSubmit` (a valid `id_token_hint`) a
   * script file sends the form at once; without script the button remains.
   */
  function logout(form: { action: string; fields: HiddenField[]; autoSubmit: boolean }): string {
    const texts = IDP_TEXTS.logout;
    const lead = form.autoSubmit
      ? `<p role="status">${escapeHtml(texts.inProgress)}</p>`
      : `<p>${escapeHtml(texts.question)}</p>`;
    const stay = form.autoSubmit ? '' : `\n<p><a href="${escapeHtml(options.startUrl)}">${escapeHtml(texts.stay)}</a></p>`;
    const body = `<h1>${escapeHtml(texts.title)}</h1>
${lead}
<form method="post" action="${escapeHtml(form.action)}"${form.autoSubmit ? ' data-auto-submit' : ''}>
${hiddenFields(form.fields)}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>${stay}`;
    return layout({ title: texts.title, body, autoSubmit: form.autoSubmit });
  }

  /** A form that posts itself (replaces oidc-provider's form_post page with its inline script). */
  function autoPost(form: { action: string; fields: HiddenField[]; isLogout: boolean }): string {
    if (form.isLogout) return logout({ action: form.action, fields: form.fields, autoSubmit: true });
    const texts = IDP_TEXTS.redirect;
    const body = `<h1>${escapeHtml(texts.title)}</h1>
<p role="status">${escapeHtml(texts.inProgress)}</p>
<p>${escapeHtml(texts.noScript)}</p>
<form method="post" action="${escapeHtml(form.action)}" data-auto-submit>
${hiddenFields(form.fields)}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`;
    return layout({ title: texts.title, body, autoSubmit: true });
  }

  function loggedOut(): string {
    const texts = IDP_TEXTS.loggedOut;
    return layout({
      title: texts.title,
      body: `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(texts.text)}</p>\n${startLink}`,
    });
  }

  function expired(): string {
    const texts = IDP_TEXTS.expired;
    return layout({
      title: texts.title,
      isError: true,
      body: `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(texts.text)}</p>\n${startLink}`,
    });
  }

  /** The page for errors oidc-provider renders itself; the technical code is shown escaped. */
  function error(details: { error?: string; description?: string; message?: string }): string {
    const texts = IDP_TEXTS.error;
    const message = details.message ?? ((details.error && texts.byCode[details.error]) || texts.generic);
    const technical = [details.error, details.description].filter(Boolean).join(': ');
    const technicalLine = technical
      ? `\n<p class="technical">${escapeHtml(texts.technicalDetails)} <code>${escapeHtml(technical)}</code></p>`
      : '';
    return layout({
      title: texts.title,
      isError: true,
      body: `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(message)}</p>${technicalLine}\n${startLink}`,
    });
  }

  return { login, newPassword, logout, autoPost, loggedOut, expired, error };
}
