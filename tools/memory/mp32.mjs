// tools/memory/flow_game.py on MicroPython's 32-bit WebAssembly port, under Node.js (PC-only):
//   MP32_PACKAGE=dir MICROPYPATH=tree:standins node tools/memory/mp32.mjs SEED ROUNDS MEASURE
// The port's objects have a 32-bit board's sizes, so its live heap is the board's figure
// (bar CircuitPython's own extras). It collects garbage only between calls from JavaScript
// (inside a call its heap grows instead), so each app step is one call, a collection the
// next and the live heap is read in the one after: no least-heap figure comes from here, only
// live heaps.
import fs from 'fs';
import path from 'path';
import url from 'url';

const [seed, rounds, measure, mode] = process.argv.slice(2);     // mode: the driver's own
const pkg = path.join(process.env.MP32_PACKAGE, 'micropython.mjs');
const { loadMicroPython } = await import(url.pathToFileURL(pkg).href);
const mp = await loadMicroPython({
  heapsize: 1024 * 1024, linebuffer: false,
  stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s),
});

// The emscripten file system is in memory: copy the module trees and the driver into it.
function copy(src, dst) {
  mp.FS.mkdir(dst);
  for (const name of fs.readdirSync(src)) {
    const s = path.join(src, name);
    if (fs.statSync(s).isDirectory()) copy(s, dst + '/' + name);
    else mp.FS.writeFile(dst + '/' + name, fs.readFileSync(s));
  }
}
const trees = (process.env.MICROPYPATH || '').split(path.delimiter).filter(Boolean);
const paths = trees.map((t, i) => { copy(t, '/p' + i); return '/p' + i; });
mp.FS.mkdir('/driver');
const here = path.dirname(url.fileURLToPath(import.meta.url));
// FG_FILE: another driver with the same phases (tools/memory/linked_game.py), run as flow_game.
mp.FS.writeFile('/driver/flow_game.py', fs.readFileSync(process.env.FG_FILE ||
                path.join(process.env.FG_DIR || here, 'flow_game.py')));
mp.FS.mkdir('/saves');

function call(f) {
  try {
    return f();
  } catch (e) {
    process.stderr.write(String(e.message || e) + '\n');
    process.exit(1);
  }
}
// `mp32.mjs harness NAME,NAME...`: the heap the measuring harness itself keeps (the driver's
// code and the named stand-ins'), which the game's figures contain and a board does not.
if (seed === 'harness') {
  const gc = mp.pyimport('gc');
  call(() => mp.runPython(`import sys\nsys.path[:] = ${JSON.stringify(paths.concat(['/driver']))}`));
  call(() => gc.collect());
  const before = call(() => gc.mem_alloc());
  call(() => mp.runPython(['flow_game'].concat(rounds.split(',')).map((n) => 'import ' + n)
    .join('\n')));
  call(() => gc.collect());
  process.stdout.write('HARNESS ' + (call(() => gc.mem_alloc()) - before) + '\n');
  process.exit(0);
}
const argv = ['flow_game', seed, rounds, '/saves/', measure].concat(mode ? [mode] : []);
// MP32_PAD=n: a bytearray of n bytes held (by JavaScript) before the game loads, so that every
// object of the game sits n bytes higher. MicroPython's collector takes any word of any block
// for a pointer, and this port's heap sits at low addresses (0x20000 up), where the bytes of
// bytecode, tile numbers or small counts often read as one: a dead screen kept alive, some KB
// that come and go as the code's layout moves (a board's heap, 0x20000000 up, is out of their
// reach). tools/memory/report.py runs a game at a few pads and takes each step's least figure.
// 'PAD' says what the pad itself holds, which the figures less it.
let pad = null;      // module-level: held to the end
if (Number(process.env.MP32_PAD || 0) > 0) {
  const g0 = mp.pyimport('gc');
  const bytearray = mp.pyimport('builtins').bytearray;
  call(() => g0.collect());
  const before = call(() => g0.mem_alloc());
  pad = call(() => bytearray(Number(process.env.MP32_PAD)));
  call(() => g0.collect());
  process.stdout.write('PAD ' + (call(() => g0.mem_alloc()) - before) + '\n');
}
call(() => mp.runPython(`import sys\nsys.path[:] = ${JSON.stringify(paths.concat(['/driver']))}\n` +
                        `import flow_game\nflow_game.title(${JSON.stringify(argv)})`));
// The phases are called through proxies, not runPython: a runPython snippet leaves its own
// compiled code on the heap until the next collection.
const F = mp.pyimport('flow_game');
// Mode 'split:N' (tools/memory/report.py, peak_split): tools/memory/peak_split.py beside the
// driver, which takes over its steps after step N; loaded for that mode only, so the other
// runs' heaps never hold its code or names.
if (mode && mode.startsWith('split:')) {
  mp.FS.writeFile('/driver/peak_split.py', fs.readFileSync(path.join(here, 'peak_split.py')));
  call(() => mp.pyimport('peak_split').install(F, Number(mode.slice(6))));
}
const gc = mp.pyimport('gc');

// gc.collect() inside a call only marks a collection as due, done when the call returns to
// JavaScript: so collect in one call and read the live heap in the next (else the reading
// counts the garbage of the step before).
function collected(f) {
  call(() => gc.collect());
  return call(f);
}
collected(() => F.title_heap());
call(() => F.begin());
const heaps = [];      // each step's live heap, with the screen on top and the round
while (call(() => F.step())) {
  if (measure === '1') heaps.push(collected(() => F.live_heap()));
}
call(() => F.end());
if (measure === '1') process.stdout.write('HEAPS ' + heaps.join(';') + '\n');

