import { useCallback, useState } from 'react';
import { useAnnounce } from './live-announcer';
import { outcomeLine, type ActionOutcome } from './action-outcome-logic';

/**
 * The outcome of a screen's actions, visible and announced (decision 205): `done` shows the text
 * and speaks it through the live announcer, `failed` shows it as an alert; `clear` before the next
 * action. Render `<ActionOutcomeLine outcome={outcome} />` near the controls.
 */
export function useActionOutcome() {
  const announce = useAnnounce();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const done = useCallback(
    (text: string) => {
      setOutcome({ kind: 'done', text });
      announce(text);
    },
    [announce],
  );
  const failed = useCallback((text: string) => setOutcome({ kind: 'failed', text }), []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, done, failed, clear };
}

export function ActionOutcomeLine({ outcome }: { outcome: ActionOutcome | null }) {
  if (!outcome) return null;
  const { className, role } = outcomeLine(outcome);
  return (
    <p className={className} role={role} data-testid="action-outcome">
      {outcome.text}
    </p>
  );
}
