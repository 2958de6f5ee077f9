/** Whether the user asked for less motion; smooth scrolls then become instant (ACCESSIBILITY.md). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The first field (in form order) that has an error, or undefined. */
export function firstErrorField<Name extends string>(order: readonly Name[], errors: Partial<Record<Name, unknown>>): Name | undefined {
  return order.find((name) => errors[name] !== undefined);
}

/**
 * Spec 4, "Form submit": after a failed validation the first erroneous field takes focus and is
 * scrolled into view, smoothly and centred.
 */
export function focusAndReveal(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'center' });
}
