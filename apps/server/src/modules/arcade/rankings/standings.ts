/** A student's points as the ranking orders them. */
export type Standing = { uuid: string; points: number; name: string };

/**
 * Positions by points, highest first; equal points share a position and the next one skips
 * ("1, 1, 3" – standard competition ranking, decision 083). Names only order equal points.
 */
export function positionStandings<T extends Standing>(standings: readonly T[]): (T & { position: number })[] {
  const sorted = [...standings].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'de'));
  let position = 0;
  return sorted.map((standing, index) => {
    if (index === 0 || sorted[index - 1]?.points !== standing.points) position = index + 1;
    return { ...standing, position };
  });
}

/** What others see of a student: first name and the initial of the surname ("Lena M."). */
export function displayNameOf(firstName: string, surname: string): string {
  const initial = surname.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
