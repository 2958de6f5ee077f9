// Loaded into the benchmarked server with NODE_OPTIONS=--import (`--cpu-prof` is not allowed in
// NODE_OPTIONS): profiles the whole process and writes BENCH_CPU_PROFILE (a .cpuprofile for
// Chrome DevTools or `bench/support/top-functions.mjs`) when it exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const target = process.env.BENCH_CPU_PROFILE;
if (target) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // Same-thread inspector sessions answer synchronously, so this still runs inside 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(target, JSON.stringify(result.profile));
    });
  });
}
