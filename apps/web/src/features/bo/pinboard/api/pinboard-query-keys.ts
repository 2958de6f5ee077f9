/**
 * Every Pinnwand query starts with `['bo', 'pinboard']`; stories, statements and Mein Weg pin and
 * unpin too and refresh `all` (they import these keys – one bo feature).
 */
const pinboard = ['bo', 'pinboard'] as const;
export const pinboardQueryKeys = {
  all: pinboard,
  my: [...pinboard, 'my'],
  candidates: [...pinboard, 'candidates'],
  classes: [...pinboard, 'classes'],
  ofClass: (classUuid: string | null) => [...pinboard, 'class', classUuid] as const,
} as const;
