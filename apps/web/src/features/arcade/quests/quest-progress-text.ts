import type { TFunction } from 'i18next';
import type { QuestStatistics } from '@berufswahl/contracts';

/**
 * "1 von 1 macht mit, 1 hat es geschafft" / "2 von 3 machen mit, noch niemand hat es geschafft":
 * each half is inflected by its own number (i18next plurals), so neither a single participant nor
 * a single finisher reads "machen"/"haben". Used for running and finished quests alike.
 */
export function questProgressText(t: TFunction, statistics: QuestStatistics): string {
  return t('arcade.questProgress.sentence', {
    joined: t('arcade.questProgress.joined', { count: statistics.participants, total: statistics.class_size }),
    done: t('arcade.questProgress.done', { count: statistics.done }),
  });
}
