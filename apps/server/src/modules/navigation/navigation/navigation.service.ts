import { isVisibleForRole, type NavigationSection, type QuickNavigationItem } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { NavigationRepository } from './navigation.repository';

/**
 * Keeps what the caller's active role sees. Dividers stay (spec 2) unless a section would hold
 * nothing else; a divider at the start or end of a section, or after another divider, separates
 * nothing and is dropped.
 */
export function filterSections(sections: readonly NavigationSection[], role: string): NavigationSection[] {
  return sections
    .map((section) => {
      const visible = section.elements.filter((element) => isVisibleForRole(element, role));
      const elements = visible.filter(
        (element, index) =>
          !element.is_divider ||
          (index > 0 && index < visible.length - 1 && !visible[index - 1]?.is_divider),
      );
      return { ...section, elements };
    })
    .filter((section) => section.elements.some((element) => !element.is_divider));
}

export function createNavigationService(repository: NavigationRepository) {
  return {
    async loadNavigation(caller: Caller): Promise<NavigationSection[]> {
      return filterSections(await repository.loadSections(), caller.activeRole);
    },

    async loadQuickNavigation(caller: Caller): Promise<QuickNavigationItem[]> {
      return (await repository.loadQuickItems()).filter((item) => isVisibleForRole({ ...item, is_divider: false }, caller.activeRole));
    },
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
