// Summarises a .cpuprofile (V8's format, bench/support/cpu-profile.mjs): the functions with the most self time, the
// source files with the most self time, and the project functions with the most total time (self + callees).
//
//   node bench/support/profile-summary.mjs <file.cpuprofile> [--top 30] [--match text]
//
// --match keeps only the samples whose stack holds a frame naming `text` (a function or a file), to see what one
// path costs (`--match placeOrder`, `--match response-cache`).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, match: { type: 'string' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const top = Number(args.top);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '~/')
    .replace(/.*\/work\/main\//, '');
const frameName = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${short(url)}:${lineNumber + 1}` : ''}`.trim();
};

// Time of each sample: the delta to the next one.
const weights = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) {
  const ms = (timeDeltas[i + 1] ?? 0) / 1000;
  weights.set(samples[i], (weights.get(samples[i]) ?? 0) + ms);
}
const stackOf = (id) => {
  const stack = [];
  for (let at = id; at !== undefined; at = parentOf.get(at)) stack.push(nodes.get(at));
  return stack;
};

let totalMs = 0;
let idleMs = 0;
const self = new Map();
const selfByFile = new Map();
const inclusive = new Map();
for (const [id, ms] of weights) {
  const stack = stackOf(id);
  if (args.match && !stack.some((node) => frameName(node).includes(args.match))) continue;
  const leaf = nodes.get(id);
  const name = frameName(leaf);
  if (leaf.callFrame.functionName === '(idle)') {
    idleMs += ms;
    continue;
  }
  totalMs += ms;
  self.set(name, (self.get(name) ?? 0) + ms);
  const file = leaf.callFrame.url
    ? short(leaf.callFrame.url).replace(/^~\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '~/$1')
    : name;
  selfByFile.set(file, (selfByFile.get(file) ?? 0) + ms);
  for (const frame of new Set(stack.map(frameName))) inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
}

const durationMs = (profile.endTime - profile.startTime) / 1000;
const print = (title, map, filter = () => true) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map]
    .filter(([name]) => filter(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(
  `${positionals[0]}: ${durationMs.toFixed(0)} ms profiled, ${totalMs.toFixed(0)} ms busy${args.match ? ` under "${args.match}"` : ''}, ${idleMs.toFixed(0)} ms idle`,
);
print('Self time by function', self);
print('Self time by file or package', selfByFile);
print(
  'Total time, project functions',
  inclusive,
  (name) => name.includes('apps/api/') || name.includes('packages/'),
);
