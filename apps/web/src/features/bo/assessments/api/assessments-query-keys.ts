/** Every query of "So sehen mich andere" starts with this key. */
const assessments = ['bo', 'assessments'] as const;

export const assessmentsQueryKeys = {
  all: assessments,
  mine: [...assessments, 'my'],
  ofStudent: (studentUuid: string) => [...assessments, 'student', studentUuid] as const,
} as const;
