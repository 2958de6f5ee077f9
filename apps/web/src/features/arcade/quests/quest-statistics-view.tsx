import { useTranslation } from 'react-i18next';
import type { QuestStatistics } from '@berufswahl/contracts';
import { SegmentBar } from '../../../components/ui/segment-bar';

const formatPercent = (percent: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent)} %`;

/** The class's state in a quest as one bar: done, joined but not done, missing (decision 086). */
export function QuestStatisticsView({ statistics }: { statistics: QuestStatistics }) {
  const { t } = useTranslation();
  const total = statistics.class_size;
  const people = (count: number) => t('arcade.quests.people', { count, total });
  return (
    <SegmentBar
      label={t('arcade.quests.statistics')}
      total={total}
      formatPercent={formatPercent}
      segments={[
        { id: 'done', label: t('arcade.quests.done'), value: statistics.done, color: '#1d6b3a', valueText: people(statistics.done) },
        {
          id: 'joined',
          label: t('arcade.quests.joined'),
          value: statistics.participants - statistics.done,
          color: '#1d4f91',
          valueText: people(statistics.participants - statistics.done),
        },
        { id: 'missing', label: t('arcade.quests.missing'), value: statistics.missing, color: '#d5dbe3', valueText: people(statistics.missing) },
      ]}
    />
  );
}
