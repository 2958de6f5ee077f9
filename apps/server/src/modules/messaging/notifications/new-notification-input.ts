import type { NotificationIcon, NotificationType } from '@berufswahl/contracts';

/** What a producer says; the same notification goes to every listed account. */
export type NewNotificationInput = {
  /** What it is about; bubbles count per type, and menu entries name the types they count (decision 141). */
  type: NotificationType;
  title: string;
  message: string;
  /** One the client draws ({@link NOTIFICATION_ICONS}); null draws the bell. */
  icon?: NotificationIcon | null;
  /** An app path (`/…`) or an absolute URL for the link button. */
  link?: string | null;
  linkText?: string | null;
  /** The close button's text; default is the word for close. */
  cancelText?: string | null;
  /** Modal notifications pop up one at a time after sign-in and on every route change. */
  isModal?: boolean;
  /**
   * The texts in Leichte Sprache, for a student who reads with the mode on (decision 234); every
   * notification to students brings them. Stored beside the texts, picked when read.
   */
  leichteSprache?: NotificationTextsLeicht;
};

/** The Leichte-Sprache twins of a notification's texts; a missing link or close text keeps the standard one. */
export type NotificationTextsLeicht = {
  title: string;
  message: string;
  linkText?: string | null;
  cancelText?: string | null;
};
