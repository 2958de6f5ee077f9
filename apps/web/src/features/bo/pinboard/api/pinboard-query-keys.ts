/** Every Pinnwand query starts with this key (the statements feature invalidates it by the same literal). */
export const pinboardQueryKey = ['bo', 'pinboard'] as const;
