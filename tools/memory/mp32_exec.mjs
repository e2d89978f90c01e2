// A Python file on MicroPython's 32-bit WebAssembly port under Node.js (PC-only):
//   MP32_PACKAGE=dir [MP32_DIRS=engine,editions,ui MP32_EXTRA=dir] node tools/memory/mp32_exec.mjs ROOT SCRIPT
// ROOT's folders (MP32_DIRS: engine and editions by default) are copied into the port's
// in-memory file system and put on sys.path, MP32_EXTRA's .py files (stand-ins) before them; the
// script runs in one call from JavaScript (the port collects garbage only between such calls,
// so inside the script gc.mem_alloc() counts every allocation). Its output goes to stdout.
import fs from 'fs';
import path from 'path';
import url from 'url';

const [root, script] = process.argv.slice(2);
const pkg = path.join(process.env.MP32_PACKAGE, 'micropython.mjs');
const { loadMicroPython } = await import(url.pathToFileURL(pkg).href);
const mp = await loadMicroPython({
  heapsize: 8 * 1024 * 1024, linebuffer: false,
  stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s),
});
function copy(src, dst, names) {
  mp.FS.mkdir(dst);
  for (const name of names || fs.readdirSync(src)) {
    const s = path.join(src, name);
    if (fs.statSync(s).isDirectory()) copy(s, dst + '/' + name);
    else if (name.endsWith('.py')) mp.FS.writeFile(dst + '/' + name, fs.readFileSync(s));
  }
}
copy(root, '/root', (process.env.MP32_DIRS || 'engine,editions').split(','));
const paths = ['/root'];
if (process.env.MP32_EXTRA) {
  copy(process.env.MP32_EXTRA, '/extra');
  paths.unshift('/extra');
}
mp.FS.writeFile('/script.py', fs.readFileSync(script));
try {
  mp.runPython('import sys\nsys.path[:] = ' + JSON.stringify(paths) + '\n__file__ = "/script.py"\n' +
               fs.readFileSync(script, 'utf8'));
} catch (e) {
  process.stderr.write(String(e.message || e) + '\n');
  process.exit(1);
}
