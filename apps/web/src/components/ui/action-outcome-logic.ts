/** What the last action of a screen did (decision 205): a line that stays readable until the next action. */
export interface ActionOutcome {
  kind: 'done' | 'failed';
  text: string;
}

/**
 * How the line is shown: a success is a plain notice (the live announcer speaks it – a second
 * live region would read it twice), a failure an alert in the error colour.
 */
export function outcomeLine(outcome: ActionOutcome): { className: string; role: 'alert' | undefined } {
  return outcome.kind === 'failed' ? { className: 'form-error', role: 'alert' } : { className: 'notice', role: undefined };
}
