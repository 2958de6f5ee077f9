/**
 * Every text the sign-in pages show. The pages are seen before anyone knows the role of the
 * person, so they address everyone formally (Sie), as CONTENT.md asks for adults.
 */
export const IDP_TEXTS = {
  productName: 'Berufswahl',
  errorTitlePrefix: 'Fehler: ',
  toStart: 'Zur Startseite von Berufswahl',

  login: {
    title: 'Anmelden bei Berufswahl',
    intro: 'Bitte geben Sie Ihren Benutzernamen und Ihr Passwort ein.',
    requiredNote: 'Beide Felder müssen ausgefüllt werden.',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    invalidCredentials: 'Benutzername oder Passwort ist falsch.',
    usernameMissing: 'Bitte geben Sie Ihren Benutzernamen ein.',
    passwordMissing: 'Bitte geben Sie Ihr Passwort ein.',
    busy: (seconds: number) =>
      `Gerade melden sich sehr viele Personen gleichzeitig an. Bitte warten Sie etwa ${seconds} Sekunden und geben Sie dann Ihr Passwort noch einmal ein.`,
    sameAccountBusy: (seconds: number) =>
      `Für diesen Benutzernamen wird gerade schon eine Anmeldung geprüft. Bitte warten Sie etwa ${seconds} Sekunden und geben Sie dann Ihr Passwort noch einmal ein.`,
    tooManySignIns: (seconds: number) =>
      `Mit diesem Benutzernamen gab es in kurzer Zeit zu viele Anmeldungen. Bitte warten Sie etwa ${seconds} Sekunden und versuchen Sie es dann erneut.`,
    lockedOut: (minutes: number) =>
      minutes === 1
        ? 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Minute und versuchen Sie es dann erneut.'
        : `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es dann erneut.`,
  },

  /**
   * The page after a sign-in with a coordinator's initial password (decision 107). The provider
   * knows the role by then: students read du, everyone else Sie. The rule messages come from the
   * contracts (`PASSWORD_CHANGE_MESSAGES`).
   */
  newPassword: {
    title: 'Neues Passwort festlegen',
    du: {
      intro: 'Du hast dich mit einem Startpasswort angemeldet. Bitte lege jetzt dein eigenes Passwort fest. Danach geht es weiter.',
      rules: (minLength: number) => `Dein Passwort muss mindestens ${minLength} Zeichen lang sein und sich vom Startpasswort unterscheiden.`,
      password: 'Neues Passwort',
      repeat: 'Neues Passwort wiederholen',
    },
    sie: {
      intro: 'Sie haben sich mit einem Startpasswort angemeldet. Bitte legen Sie jetzt Ihr eigenes Passwort fest. Danach geht es weiter.',
      rules: (minLength: number) => `Ihr Passwort muss mindestens ${minLength} Zeichen lang sein und sich vom Startpasswort unterscheiden.`,
      password: 'Neues Passwort',
      repeat: 'Neues Passwort wiederholen',
    },
    submit: 'Passwort speichern und weiter',
  },

  expired: {
    title: 'Die Anmeldung ist abgelaufen',
    text: 'Diese Anmeldeseite ist nicht mehr gültig, zum Beispiel weil sie zu lange geöffnet war. Bitte starten Sie die Anmeldung von der Startseite aus neu.',
  },

  logout: {
    title: 'Abmelden',
    question: 'Möchten Sie sich von Berufswahl abmelden?',
    inProgress: 'Sie werden abgemeldet …',
    submit: 'Abmelden',
    stay: 'Angemeldet bleiben und zurück zu Berufswahl',
  },

  loggedOut: {
    title: 'Sie sind abgemeldet',
    text: 'Sie haben sich erfolgreich von Berufswahl abgemeldet.',
  },

  redirect: {
    title: 'Weiterleitung',
    inProgress: 'Sie werden weitergeleitet …',
    noScript: 'Falls die Weiterleitung nicht von selbst startet, wählen Sie bitte „Weiter“.',
    submit: 'Weiter',
  },

  error: {
    title: 'Es ist ein Fehler aufgetreten',
    generic: 'Die Anfrage konnte nicht bearbeitet werden. Bitte starten Sie die Anmeldung von der Startseite aus neu.',
    serverError: 'Beim Anmelden ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    technicalDetails: 'Technische Angabe:',
    /** A NUL byte in a parameter (issue 14): no name, password, address or token contains one. */
    nulByte:
      'Die Anfrage enthält ein unzulässiges Zeichen (ein Nullzeichen). Bitte starten Sie die Anmeldung von der Startseite aus neu.',
    /** German explanations of the OAuth error codes a person may meet. */
    byCode: {
      invalid_redirect_uri:
        'Die Anmeldung wurde von einer Adresse aus gestartet, die für Berufswahl nicht zugelassen ist.',
      invalid_client: 'Die Anwendung, bei der Sie sich anmelden möchten, ist nicht bekannt.',
      invalid_request:
        'Die Anfrage ist ungültig oder abgelaufen. Bitte starten Sie die Anmeldung von der Startseite aus neu.',
      access_denied: 'Der Zugriff wurde verweigert.',
      login_required: 'Bitte melden Sie sich an.',
      server_error: 'Beim Anmelden ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    } as Record<string, string>,
  },
} as const;
