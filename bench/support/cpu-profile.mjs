// Loaded into the benchmarked server with NODE_OPTIONS=--import (`--cpu-prof` is not allowed in
// NODE_OPTIONS): profiles the whole process and writes BENCH_CPU_PROFILE (a .cpuprofile for
// Chrome DevTools or `bench/support/top-functions.mjs`) when it exits. SIGUSR2 cuts the profile
// into phases: the part since the last cut is written to BENCH_CPU_PROFILE.<n> (n = 1, 2, …) and
// profiling starts afresh – the school-morning bench profiles each route alone this way.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const target = process.env.BENCH_CPU_PROFILE;
if (target) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  let segment = 0;
  process.on('SIGUSR2', () => {
    segment += 1;
    const file = `${target}.${segment}`;
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  });
  process.on('exit', () => {
    // Same-thread inspector sessions answer synchronously, so this still runs inside 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(target, JSON.stringify(result.profile));
    });
  });
}
