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

/** Swaps every name for its Leichte-Sprache name; a name without one stays as it is. */
export function withSimpleNames(sections: readonly NavigationSection[], simpleNames: ReadonlyMap<string, string>): NavigationSection[] {
  const simple = (name: string) => simpleNames.get(name) ?? name;
  return sections.map((section) => ({
    ...section,
    name: simple(section.name),
    elements: section.elements.map((element) => ({ ...element, name: simple(element.name) })),
  }));
}

export function createNavigationService(repository: NavigationRepository) {
  async function simpleNamesFor(caller: Caller): Promise<ReadonlyMap<string, string> | null> {
    return (await repository.isSimpleLanguageOn(caller.uuid)) ? repository.loadSimpleNames() : null;
  }

  return {
    async loadNavigation(caller: Caller): Promise<NavigationSection[]> {
      const [sections, simpleNames] = await Promise.all([repository.loadSections(), simpleNamesFor(caller)]);
      const visible = filterSections(sections, caller.activeRole);
      return simpleNames ? withSimpleNames(visible, simpleNames) : visible;
    },

    async loadQuickNavigation(caller: Caller): Promise<QuickNavigationItem[]> {
      const [items, simpleNames] = await Promise.all([repository.loadQuickItems(), simpleNamesFor(caller)]);
      const visible = items.filter((item) => isVisibleForRole({ ...item, is_divider: false }, caller.activeRole));
      return simpleNames ? visible.map((item) => ({ ...item, name: simpleNames.get(item.name) ?? item.name })) : visible;
    },
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
