// Query keys of the internships (issue 16): one place per resource, so an invalidation cannot miss
// a query by a differently written key. Every key starts with `all`: one invalidation refreshes
// every internship query (a new report changes the placement's `report_count` too).
const all = ['bo', 'internships'] as const;

export const internshipQueryKeys = {
  all,
  my: [...all, 'my'],
  one: (uuid: string) => [...all, 'one', uuid] as const,
  ofClass: (classUuid: string) => [...all, 'class', classUuid] as const,
  periods: [...all, 'periods'],
  reports: (uuid: string) => [...all, 'reports', uuid] as const,
} as const;
