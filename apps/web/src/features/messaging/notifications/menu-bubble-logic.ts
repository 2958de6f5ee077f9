import type { NotificationBubble } from '@berufswahl/contracts';

/** The unread notifications a menu entry's bubble counts: the sum over the types it names (decision 141). */
export function bubbleAmountOf(bubbles: readonly NotificationBubble[], types: readonly string[]): number {
  return bubbles.filter((bubble) => types.includes(bubble.type)).reduce((sum, bubble) => sum + bubble.amount, 0);
}

/** The digits in the bubble; more than 99 shows as "99+" so the bubble keeps its size. */
export function bubbleDigits(amount: number): string {
  return amount > 99 ? '99+' : String(amount);
}
