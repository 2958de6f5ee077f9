// Query keys of the resources that several features read or refresh (issue 15): one place per
// resource, so an invalidation cannot miss a query by a differently written key. Keys used by one
// feature only live in that feature's api/ folder. Plain arrays, no zod: the first screen uses these.

/** Every arcade query starts with `arcade`: one invalidation refreshes points, rank and trophies (Mein Weg's answers count too). */
const arcade = ['arcade'] as const;
export const arcadeQueryKeys = {
  all: arcade,
  ranking: [...arcade, 'ranking'],
  achievements: [...arcade, 'achievements'],
  settings: [...arcade, 'settings'],
  reminders: [...arcade, 'reminders'],
  reviews: [...arcade, 'reviews'],
  quests: [...arcade, 'quests'],
} as const;

/** The user's files and storage: a story's attachment and an answer's file are stored files too (features/bo). */
const files = ['files'] as const;
export const filesQueryKeys = {
  all: files,
  lists: [...files, 'list'],
  storage: [...files, 'storage'],
} as const;

/** The stations of Mein Weg (features/bo); the quests of arcade pick their tasks from them. */
const stations = ['bo', 'stations'] as const;
export const stationsQueryKeys = {
  all: stations,
  catalogue: [...stations, 'catalogue'],
  active: [...stations, 'active'],
  ofLevel: (level: string | undefined) => [...stations, level] as const,
} as const;
