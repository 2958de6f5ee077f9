import { describe, expect, it } from 'vitest';
import { createSignInCrowd, SIGN_IN_CROWD_DEFAULTS, type SignInCrowdOptions } from './sign-in-crowd';

/** A crowd on a clock the test moves. */
function crowdAt(options: Partial<SignInCrowdOptions> = {}) {
  const clock = { now: 0 };
  const crowd = createSignInCrowd({ ...SIGN_IN_CROWD_DEFAULTS, ...options }, () => clock.now);
  return { crowd, clock };
}

describe('the crowd waiting to sign in (decision 131)', () => {
  it('asks the first turned away for the shortest wait', () => {
    const { crowd } = crowdAt();
    expect(crowd.turnAway('a')).toBe(3);
  });

  it('asks for longer waits as more people wait per check the server finishes', () => {
    const { crowd, clock } = crowdAt({ minRetrySeconds: 1, maxRetrySeconds: 60, retriesPerCheck: 2, throughputWindowMs: 10_000 });
    // 5 checks per second over the last 10 s.
    for (let check = 0; check < 50; check += 1) {
      clock.now = check * 200;
      crowd.checked(`done-${check}`);
    }
    let seconds = 0;
    for (let person = 0; person < 100; person += 1) seconds = crowd.turnAway(`waiting-${person}`);
    expect(crowd.waiting).toBe(100);
    expect(seconds).toBe(10); // 100 waiting ÷ (5 checks/s × 2 retries per check)
  });

  it('never asks for more than the longest wait', () => {
    const { crowd } = crowdAt({ maxRetrySeconds: 30 });
    let seconds = 0;
    for (let person = 0; person < 1000; person += 1) seconds = crowd.turnAway(`waiting-${person}`);
    expect(seconds).toBe(30);
  });

  it('counts a sign-in turned away twice once', () => {
    const { crowd } = crowdAt();
    crowd.turnAway('a');
    crowd.turnAway('a');
    expect(crowd.waiting).toBe(1);
  });

  it('no longer counts a sign-in once its password was checked', () => {
    const { crowd } = crowdAt();
    crowd.turnAway('a');
    crowd.turnAway('b');
    crowd.checked('a');
    expect(crowd.waiting).toBe(1);
  });

  it('forgets a sign-in that did not come back for twice the longest wait', () => {
    const { crowd, clock } = crowdAt({ maxRetrySeconds: 30 });
    crowd.turnAway('gone');
    clock.now = 59_000;
    crowd.turnAway('still-here');
    expect(crowd.waiting).toBe(2);
    clock.now = 61_000;
    crowd.turnAway('new');
    expect(crowd.waiting).toBe(2);
  });

  it('remembers at most maxRemembered sign-ins, so made-up ids cannot fill the memory', () => {
    const { crowd } = crowdAt({ maxRemembered: 10 });
    for (let person = 0; person < 25; person += 1) crowd.turnAway(`made-up-${person}`);
    expect(crowd.waiting).toBe(10);
  });
});
