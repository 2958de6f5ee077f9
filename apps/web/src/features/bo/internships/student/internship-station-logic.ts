import type { Internship } from '@berufswahl/contracts';

/** The placements worth looking back on: those under way or over, most recent first. */
export function placementsToEvaluate(internships: readonly Internship[]): Internship[] {
  return internships
    .filter((internship) => internship.state === 'running' || internship.state === 'finished')
    .sort((first, second) => second.start_date.localeCompare(first.start_date));
}
