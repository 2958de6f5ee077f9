import { INTERNSHIP_STATE_LABELS, type InternshipState } from '@berufswahl/contracts/bo/internships';

/** The state in words (never colour alone), as the contracts name it for everyone. */
export function InternshipStateBadge({ state }: { state: InternshipState }) {
  return <span className={`badge internship-badge internship-badge--${state}`}>{INTERNSHIP_STATE_LABELS[state]}</span>;
}
