// Reads a V8 .cpuprofile (bench/autosave.ts with BENCH_CPU_PROFILE) and prints where the time went: self time
// by function and by package or source folder, and total (inclusive) time of the app's own functions.
//   node --import tsx bench/profile-summary.ts file.cpuprofile [rows]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts file.cpuprofile [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code lives: a package name, the app's source folder, or node's internals. */
const placeOf = (url: string) => {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const app = /\/(apps|packages)\/(.+)\/[^/]+$/.exec(url);
  return app ? `${app[1]}/${app[2]}` : url;
};
const nameOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const selfByFunction = new Map<string, number>();
const selfByPlace = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  add(selfByFunction, nameOf(n), us);
  add(selfByPlace, placeOf(n.callFrame.url), us);
  // Inclusive time: each function once per sample's stack.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const name = nameOf(byId.get(cur)!);
    if (!seen.has(name)) add(inclusive, name, us);
    seen.add(name);
  }
}
const print = (title: string, m: Map<string, number>, filter: (k: string) => boolean = () => true) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
};
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
print('self time by place', selfByPlace);
print('self time by function', selfByFunction);
print('inclusive time of the app and its libraries', inclusive, (k) => !k.startsWith('(') && !k.includes(' node:'));
