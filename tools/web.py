"""The game in a web page (issue 42), PC-only: `make web` builds build/web/, a static folder
that runs the board's own engine/, editions/ and ui/ (the firmware build's .mpy, as the board
loads them) on MicroPython's WebAssembly port, the npm package `make memory` pins, with
web/py/ as the board: displayio, vectorio, bitmaptools and adafruit_ticks for a canvas, and
page.py, the board's profile and main loop. `make web-serve` serves it on localhost.

    python tools/web.py build [--out build/web]
    python tools/web.py serve [--out build/web] [--port 8000] [--host 127.0.0.1]
    python tools/web.py shot [--png docs/screenshots/web-tablet.png]

What the folder holds: index.html and page.mjs (web/), micropython.mjs and micropython.wasm
(the port), game.pack (the game's files in one download: per file, its path's length as a
16-bit number, the path, its size as a 32-bit number and its bytes, little-endian),
manifest.webmanifest and sw.js (installable, and offline once loaded).
"""
import argparse
import http.server
import json
import os
import shutil
import struct
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))

import firmware as F  # noqa: E402
from memory import MP32_PACKAGE, mp32_missing  # noqa: E402

WEB = os.path.join(ROOT, 'web')
OUT = os.path.join(ROOT, 'build', 'web')
PAGE = ('index.html', 'page.mjs')
PORT_FILES = ('micropython.mjs', 'micropython.wasm')
GAME = ('engine', 'editions', 'ui', 'font')     # from the firmware build


def pack(files):
    """files: [(path in the page's file system, bytes)] -> the pack's bytes."""
    out = bytearray()
    for path, data in files:
        p = path.encode()
        out += struct.pack('<H', len(p)) + p + struct.pack('<I', len(data)) + data
    return bytes(out)


def game_files(log=print):
    """[(path, bytes)]: the firmware build's board modules and fonts (MicroPython's .mpy
    header), then web/py/ under web/."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, 'tree')
        F.build_for_micropython(tree, log=log)
        for rel in F.tree(tree):
            if rel.split(os.sep)[0] in GAME:
                with open(os.path.join(tree, rel), 'rb') as f:
                    out.append((rel.replace(os.sep, '/'), f.read()))
    py = os.path.join(WEB, 'py')
    for name in sorted(os.listdir(py)):
        if name.endswith('.py'):
            with open(os.path.join(py, name), 'rb') as f:
                out.append(('web/' + name, f.read()))
    return out


MANIFEST = {
    'name': 'Handheld property game', 'short_name': 'Property game',
    'start_url': './index.html', 'display': 'standalone',
    'background_color': '#202020', 'theme_color': '#202020',
    'icons': [{'src': 'icon.svg', 'sizes': 'any', 'type': 'image/svg+xml'}],
}
ICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        '<rect width="64" height="64" rx="10" fill="#e4f2e4"/>'
        '<rect x="6" y="6" width="52" height="52" fill="none" stroke="#000" stroke-width="3"/>'
        '<rect x="6" y="6" width="12" height="12" fill="#e01010"/>'
        '<rect x="46" y="46" width="12" height="12" fill="#1040c0"/></svg>')
# Offline once loaded: every file of the folder cached at install, served from the cache
# first; a new build is a new cache (its name carries the pack's size and the commit).
SW = '''const CACHE = %s;
const FILES = %s;
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((ks) => Promise.all(
    ks.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  e.respondWith(caches.match(e.request, { ignoreSearch: true })
    .then((r) => r || fetch(e.request)));
});
'''


def build(out=OUT, log=print):
    """Build the page into out (emptied first); returns {file: bytes} of what it wrote."""
    why = mp32_missing()
    if why:
        raise SystemExit('make web: ' + why)
    files = game_files(log=lambda *a: None)
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    for name in PAGE:
        shutil.copyfile(os.path.join(WEB, name), os.path.join(out, name))
    for name in PORT_FILES:
        shutil.copyfile(os.path.join(MP32_PACKAGE, name), os.path.join(out, name))
    data = pack(files)
    with open(os.path.join(out, 'game.pack'), 'wb') as f:
        f.write(data)
    with open(os.path.join(out, 'manifest.webmanifest'), 'w') as f:
        json.dump(MANIFEST, f, indent=1)
    with open(os.path.join(out, 'icon.svg'), 'w') as f:
        f.write(ICON)
    names = ['./'] + sorted(os.listdir(out)) + ['sw.js']
    with open(os.path.join(out, 'sw.js'), 'w') as f:
        f.write(SW % (json.dumps('game-%s-%d' % (F.git_version(ROOT), len(data))),
                      json.dumps(names)))
    sizes = {n: os.path.getsize(os.path.join(out, n)) for n in os.listdir(out)}
    log('built %s: %d files, %.0f KB to load (game.pack %.0f KB, %d files in it)' % (
        out, len(sizes), sum(sizes.values()) / 1024, len(data) / 1024, len(files)))
    return sizes


class Handler(http.server.SimpleHTTPRequestHandler):
    """The folder's files with the types a browser needs for a module and WebAssembly, and
    quiet (the tests serve it)."""
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                          **{'.mjs': 'text/javascript', '.wasm': 'application/wasm',
                             '.webmanifest': 'application/manifest+json'})

    def log_message(self, *args):
        pass


def serve(out=OUT, port=8000, host='127.0.0.1'):
    """Serve the folder (host 0.0.0.0: to the network too, for a tablet beside the PC; a
    service worker needs https or localhost, so there the page plays but not offline)."""
    import functools
    handler = functools.partial(Handler, directory=out)
    with http.server.ThreadingHTTPServer((host, port), handler) as httpd:
        print('the game: http://%s:%d/ (Ctrl-C stops)' % (host, port))
        httpd.serve_forever()


# README's picture of the page: a tablet's window (1024x768, touch), the table's screen, a
# game of a person and two CPUs (fixed dice) a few turns in. The presses as the tests make them.
SHOT = os.path.join(ROOT, 'docs', 'screenshots', 'web-tablet.png')


def shot(png=SHOT, out=OUT):
    """Build the page, serve it, and take README's picture in Chromium (tools/web_drive.mjs,
    the browser `make test` installs into .venv/web-npm)."""
    import functools
    import subprocess
    import threading
    build(out)
    httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=out))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    at = [0]

    def keys(*names):
        steps = []
        for n in names:
            at[0] += 10
            steps += [{'key': n}, {'step': at[0]}]
        return steps

    def idle(n):
        steps = []
        for _ in range(n):
            at[0] += 200
            steps.append({'step': at[0]})
        return steps
    # 5 = A, 2 = DOWN, 4 = RIGHT (ui.buttons): seat 2 a CPU, start, then three turns.
    steps = keys(5) + keys(*([2] * 10 + [4] + [2] * 6 + [5])) + keys(5) + idle(5)
    steps += keys(5) + idle(40) + keys(2, 5) + idle(60) + keys(5) + idle(60)
    steps += [{'png': os.path.abspath(png)}]
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, 'script.json')
        with open(script, 'w') as f:
            json.dump({'viewport': [1024, 768], 'touch': True, 'steps': steps}, f)
        url = 'http://127.0.0.1:%d/index.html?seed=5&clock=manual&board=tablet' % (
            httpd.server_address[1])
        r = subprocess.run([os.path.join(ROOT, '.venv', 'bin', 'node'),
                            os.path.join(ROOT, 'tools', 'web_drive.mjs'), url, script,
                            os.path.join(tmp, 'out.json')],
                           env=dict(os.environ, WEB_NPM=os.path.join(ROOT, '.venv', 'web-npm')),
                           capture_output=True, text=True, timeout=300)
        with open(os.path.join(tmp, 'out.json')) as f:
            errors = json.load(f)['errors']
    httpd.shutdown()
    if r.returncode or errors:
        raise SystemExit('web shot: %s%s%s' % (r.stdout, r.stderr, errors))
    print('wrote', png)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('what', choices=('build', 'serve', 'shot'))
    ap.add_argument('--out', default=OUT)
    ap.add_argument('--port', type=int, default=8000)
    ap.add_argument('--host', default='127.0.0.1')
    ap.add_argument('--png', default=SHOT)
    a = ap.parse_args(argv)
    if a.what == 'build':
        build(a.out)
    elif a.what == 'shot':
        shot(a.png, a.out)
    else:
        build(a.out)
        serve(a.out, a.port, a.host)


if __name__ == '__main__':
    main()
