/** Every arcade query starts with this key: one invalidation refreshes points, rank and trophies. */
export const arcadeQueryKey = ['arcade'] as const;

export const rankingQueryKey = [...arcadeQueryKey, 'ranking'] as const;
export const achievementsQueryKey = [...arcadeQueryKey, 'achievements'] as const;
export const settingsQueryKey = [...arcadeQueryKey, 'settings'] as const;
export const remindersQueryKey = [...arcadeQueryKey, 'reminders'] as const;
export const reviewsQueryKey = [...arcadeQueryKey, 'reviews'] as const;
export const questsQueryKey = [...arcadeQueryKey, 'quests'] as const;
