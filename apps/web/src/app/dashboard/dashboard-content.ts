import type { Me } from '@berufswahl/contracts';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { formalityOf, type Formality } from '../../lib/formality';

/** Which greeting the dashboard shows: informal with the first name for students, formal otherwise. */
export interface Greeting {
  context: Formality;
  values: { firstName: string; surname: string };
}

export function chooseGreeting(me: Pick<Me, 'roles' | 'first_name' | 'surname'>): Greeting {
  return {
    context: formalityOf(activeRoleOf(me)),
    values: { firstName: me.first_name, surname: me.surname },
  };
}

/**
 * Which intro the dashboard shows: students "du", school staff "an Ihrer Schule", coordinators of
 * a Land or of the Bund – who belong to no school – the schools of their Land or of all Länder.
 */
export type IntroContext = Formality | 'land' | 'bund' | 'technik';

const INTRO_OF_ROLE: Partial<Record<string, IntroContext>> = {
  ADMIN_LAND: 'land',
  SUPER_ADMIN: 'bund',
  ADMIN: 'bund',
  TECHNICAL_ADMIN: 'technik',
};

export function introContextOf(me: Pick<Me, 'roles'>): IntroContext {
  const role = activeRoleOf(me);
  return (role === undefined ? undefined : INTRO_OF_ROLE[role]) ?? formalityOf(role);
}

/**
 * The teacher's group widgets (active station, quest) need a learning group to act on.
 */
export function hasTeacherWidgets(me: Pick<Me, 'roles' | 'learning_groups'>): boolean {
  return activeRoleOf(me) === 'LEHRER' && me.learning_groups.length > 0;
}

/**
 * A teacher without a learning group has the group functions disabled until the school
 * coordinator assigns one (spec 1).
 */
/**
 * A student the school has not put into a class yet – e.g. just moved in with a transfer code
 * (decision 197): Mein Weg follows Sek I until then, which the dashboard explains.
 */
export function isStudentWithoutClass(me: Pick<Me, 'roles' | 'class'>): boolean {
  return activeRoleOf(me) === 'SCHUELER' && me.class === null;
}
