import { describe, expect, it } from 'vitest';
import { createPasswordCheckGate, PasswordChecksBusyError } from './password-check-gate';

/** A check that ends when the test says so. */
function controllableCheck() {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { run: () => promise, finish, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password check gate', () => {
  it('runs at most `concurrency` checks at once and admits a waiting one when a place frees', async () => {
    const gate = createPasswordCheckGate({ concurrency: 2, maxQueue: 5, maxWaitMs: 1000 });
    const checks = [controllableCheck(), controllableCheck(), controllableCheck()];
    const results = checks.map((check) => gate.run(check.run));
    await tick();
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(1);
    checks[0]!.finish('a');
    expect(await results[0]).toBe('a');
    await tick();
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(0);
    checks[1]!.finish('b');
    checks[2]!.finish('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(gate.running).toBe(0);
  });

  it('holds at most one place per account key: a second check for it is turned away, other keys still run (issue 14)', async () => {
    const gate = createPasswordCheckGate({ concurrency: 1, maxQueue: 2, maxWaitMs: 1000 });
    const first = controllableCheck();
    const other = controllableCheck();
    const running = gate.run(first.run, 'user:loop');
    const error = await gate.run(async () => 'nie', 'user:loop').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PasswordChecksBusyError);
    expect((error as PasswordChecksBusyError).reason).toBe('same-account');
    const waiting = gate.run(other.run, 'user:other');
    await tick();
    expect(gate.waiting).toBe(1);
    first.finish('loop');
    other.finish('other');
    expect(await Promise.all([running, waiting])).toEqual(['loop', 'other']);
    // The key is free again once its check finished – also after a failed or turned-away check.
    expect(await gate.run(async () => 'again', 'user:loop')).toBe('again');
    await expect(gate.run(() => Promise.reject(new Error('kaputt')), 'user:loop')).rejects.toThrow('kaputt');
    expect(await gate.run(async () => 'after failure', 'user:loop')).toBe('after failure');
  });

  it('frees an account key whose check was turned away because the queue was full', async () => {
    const gate = createPasswordCheckGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 1000 });
    const first = controllableCheck();
    const running = gate.run(first.run, 'user:a');
    const error = await gate.run(async () => 'nie', 'user:b').catch((caught: unknown) => caught);
    expect((error as PasswordChecksBusyError).reason).toBe('full');
    first.finish('a');
    await running;
    expect(await gate.run(async () => 'b', 'user:b')).toBe('b');
  });

  it('turns a check away at once when the queue is full', async () => {
    const gate = createPasswordCheckGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000 });
    const first = controllableCheck();
    const second = controllableCheck();
    const running = gate.run(first.run);
    expect(gate.isFull).toBe(false);
    const waiting = gate.run(second.run);
    expect(gate.isFull).toBe(true);
    await expect(gate.run(async () => 'nie')).rejects.toBeInstanceOf(PasswordChecksBusyError);
    first.finish('1');
    second.finish('2');
    expect(await Promise.all([running, waiting])).toEqual(['1', '2']);
  });

  it('turns a check away when it waited longer than maxWaitMs, and it never runs', async () => {
    const gate = createPasswordCheckGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 20 });
    const first = controllableCheck();
    const running = gate.run(first.run);
    let ran = false;
    await expect(
      gate.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(PasswordChecksBusyError);
    expect(gate.waiting).toBe(0);
    first.finish('ok');
    await running;
    await tick();
    expect(ran).toBe(false);
    expect(gate.running).toBe(0);
  });

  it('frees the place when a check fails', async () => {
    const gate = createPasswordCheckGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    const failing = controllableCheck();
    const result = gate.run(failing.run);
    failing.fail(new Error('kaputt'));
    await expect(result).rejects.toThrow('kaputt');
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => 'wieder frei')).toBe('wieder frei');
  });
});
