// Preloaded into a bench's server (`node --import ./bench/support/cpu-profile.mjs`): SIGUSR2 starts V8's CPU profiler,
// the next SIGUSR2 stops it and writes `<CPU_PROFILE_DIR>/<CPU_PROFILE_NAME or profile>-<n>.cpuprofile` (open it in
// Chrome DevTools, or summarise it with bench/support/profile-summary.mjs). A bench profiles one phase, not the start.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const folder = process.env.CPU_PROFILE_DIR ?? '.';
const name = process.env.CPU_PROFILE_NAME ?? 'profile';
const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((done, fail) =>
    session.post(method, params, (error, answer) => (error ? fail(error) : done(answer))),
  );

let running = false;
let count = 0;
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await post('Profiler.stop');
  const file = join(folder, `${name}-${++count}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  process.stderr.write(`cpu profile: ${file}\n`);
});
