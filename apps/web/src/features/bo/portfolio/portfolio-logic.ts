import {
  PORTFOLIO_ITEM_KINDS,
  PORTFOLIO_LIMITS,
  portfolioItemKey,
  type PortfolioItemKind,
  type PortfolioItemRef,
  type PortfolioView,
  type PortfolioViewItem,
} from '@berufswahl/contracts/bo/portfolio';

/** The editor's state: what the student typed and picked, not saved yet. */
export type PortfolioDraft = { profile: string; items: PortfolioItemRef[] };

/** The key of a resolved item, the same as of its reference. */
export const viewItemKey = (item: PortfolioViewItem): string => portfolioItemKey(item.kind === 'strengths' ? { kind: 'strengths' } : item);

export const refOf = (item: PortfolioViewItem): PortfolioItemRef => (item.kind === 'strengths' ? { kind: 'strengths' } : { kind: item.kind, uuid: item.uuid });

/** Moves the item at `from` by one place up (-1) or down (+1); the list unchanged at its ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** Adds an item at the end unless it is in already or the portfolio is full. */
export function addItem(items: readonly PortfolioItemRef[], item: PortfolioItemRef): PortfolioItemRef[] | null {
  if (items.length >= PORTFOLIO_LIMITS.itemsMax) return null;
  if (items.some((one) => portfolioItemKey(one) === portfolioItemKey(item))) return [...items];
  return [...items, item];
}

/** Whether the draft differs from what is saved (the profile compared as the server keeps it, trimmed). */
export function isDraftChanged(draft: PortfolioDraft, saved: PortfolioDraft): boolean {
  if (draft.profile.trim() !== saved.profile.trim()) return true;
  if (draft.items.length !== saved.items.length) return true;
  return draft.items.some((item, index) => portfolioItemKey(item) !== portfolioItemKey(saved.items[index] ?? { kind: 'strengths' }));
}

/**
 * Keeps only the references that resolve to a candidate (an item gone since – a story in the
 * trash – drops out of the editor as it does out of the view).
 */
export function liveRefs(refs: readonly PortfolioItemRef[], candidates: ReadonlyMap<string, PortfolioViewItem>): PortfolioItemRef[] {
  return refs.filter((ref) => candidates.has(portfolioItemKey(ref)));
}

/** The read-only view of the draft, as the preview shows it (what the saved portfolio will show). */
export function draftView(draft: PortfolioDraft, candidates: ReadonlyMap<string, PortfolioViewItem>, owner: { student_name: string; school_name: string }): PortfolioView {
  return {
    student_name: owner.student_name,
    school_name: owner.school_name,
    profile: draft.profile.trim(),
    items: draft.items.flatMap((ref) => {
      const item = candidates.get(portfolioItemKey(ref));
      return item ? [item] : [];
    }),
  };
}

/** The candidates grouped by kind, in the contract's order of kinds. */
export function groupByKind(items: readonly PortfolioViewItem[]): { kind: PortfolioItemKind; items: PortfolioViewItem[] }[] {
  return PORTFOLIO_ITEM_KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) }));
}

/**
 * The view's items grouped into one section per kind, in the order of each kind's first
 * appearance (the PDF's order too, pdf/portfolio-document.ts).
 */
export function sectionsOf(items: readonly PortfolioViewItem[]): { kind: PortfolioItemKind; items: PortfolioViewItem[] }[] {
  const sections: { kind: PortfolioItemKind; items: PortfolioViewItem[] }[] = [];
  for (const item of items) {
    const section = sections.find((one) => one.kind === item.kind);
    if (section) section.items.push(item);
    else sections.push({ kind: item.kind, items: [item] });
  }
  return sections;
}

/** „Über mich“ split into paragraphs at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A short text of a story for labels: its first words. */
export function shortText(text: string, max = 60): string {
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length <= max ? words : `${words.slice(0, max - 1)}…`;
}
