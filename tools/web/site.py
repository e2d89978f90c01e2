"""The game in a web page (issue 42), PC-only: `make web` builds build/web/, a static folder
that runs the board's own engine/, editions/ and ui/ (the firmware build's .mpy, as the board
loads them) on MicroPython's WebAssembly port, the npm package `make memory` pins, with
web/py/ as the board: displayio, bitmaptools and adafruit_ticks for a canvas (vectorio is
the stand-in tools/memory/report.py uses), and page.py, the board's profile and main loop. `make web-serve` serves it on localhost.

    python tools/web/site.py build [--out build/web]
    python tools/web/site.py serve [--out build/web] [--port 8000] [--host 127.0.0.1]
    python tools/web/site.py shot [--png docs/screenshots/web-tablet.png]

What the folder holds: index.html and page.mjs (web/), micropython.mjs and micropython.wasm
(the port), game.pack (the game's files in one download: per file, its path's length as a
16-bit number, the path, its size as a 32-bit number and its bytes, little-endian),
manifest.webmanifest and sw.js (installable, and offline once loaded).
"""
import argparse
import contextlib
import functools
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.build import firmware as F  # noqa: E402
from tools.memory.report import MP32_PACKAGE, mp32_missing  # noqa: E402

WEB = os.path.join(ROOT, 'web')
OUT = os.path.join(ROOT, 'build', 'web')
PAGE = ('index.html', 'page.mjs')
PORT_FILES = ('micropython.mjs', 'micropython.wasm')
GAME = ('engine', 'editions', 'ui', 'font', 'text')     # from the firmware build
# tools/memory/standins/ modules the page uses as they are (what the game draws with them is all
# in the fields the scene reads): vectorio's Rectangle.
SHARED = ('vectorio',)
STANDINS = os.path.join(ROOT, 'tools', 'memory', 'standins')
NODE = os.path.join(ROOT, '.venv', 'bin', 'node')
WEB_NPM = os.path.join(ROOT, '.venv', 'web-npm')     # the browser (the Makefile installs it)
DRIVER = os.path.join(ROOT, 'tools', 'web', 'browser.mjs')


def pack(files):
    """files: [(path in the page's file system, bytes)] -> the pack's bytes."""
    out = bytearray()
    for path, data in files:
        p = path.encode()
        out += struct.pack('<H', len(p)) + p + struct.pack('<I', len(data)) + data
    return bytes(out)


def game_files(log=print):
    """[(path, bytes)]: the firmware build's board modules and fonts (MicroPython's .mpy
    header), then web/py/ and the SHARED stand-ins under web/."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, 'tree')
        F.build_for_micropython(tree, log=log)
        for rel in F.tree(tree):
            if rel.split(os.sep)[0] in GAME:
                with open(os.path.join(tree, rel), 'rb') as f:
                    out.append((rel.replace(os.sep, '/'), f.read()))
    py = os.path.join(WEB, 'py')
    paths = [os.path.join(py, n) for n in sorted(os.listdir(py)) if n.endswith('.py')]
    paths += [os.path.join(STANDINS, n + '.py') for n in SHARED]
    for path in paths:
        with open(path, 'rb') as f:
            out.append(('web/' + os.path.basename(path), f.read()))
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
    handler = functools.partial(Handler, directory=out)
    with http.server.ThreadingHTTPServer((host, port), handler) as httpd:
        print('the game: http://%s:%d/ (Ctrl-C stops)' % (host, port))
        httpd.serve_forever()


@contextlib.contextmanager
def served(out):
    """The folder served from a thread on a free port of localhost: its page's URL."""
    httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0),
                                            functools.partial(Handler, directory=out))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield 'http://127.0.0.1:%d/index.html' % httpd.server_address[1]
    finally:
        httpd.shutdown()
        httpd.server_close()


def drive(url, script):
    """Play script (a dict: tools/web/browser.mjs says what it holds) on the page at url in
    headless Chromium: the driver's output. RuntimeError when the driver itself fails."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'script.json')
        out = os.path.join(tmp, 'out.json')
        with open(path, 'w') as f:
            json.dump(script, f)
        r = subprocess.run([NODE, DRIVER, url, path, out], env=dict(os.environ, WEB_NPM=WEB_NPM),
                           capture_output=True, text=True, timeout=300)
        if r.returncode or not os.path.exists(out):
            raise RuntimeError('tools/web/browser.mjs: ' + r.stdout + r.stderr)
        with open(out) as f:
            return json.load(f)


class Steps(list):
    """A script's steps, the page's clock kept (ms, with ?clock=manual): each press (a key)
    or tap (an on-screen button) then one step of the game 10 ms on; idle steps ms apart."""

    def __init__(self):
        list.__init__(self)
        self.at = 0

    def _then_step(self, what):
        self.at += 10
        self.extend((what, {'step': self.at}))
        return self

    def press(self, *buttons):
        """Logical buttons (ui.device.buttons) by the page's keys."""
        for b in buttons:
            self._then_step({'key': b})
        return self

    def tap(self, *names):
        """On-screen buttons by name ('A', 'DOWN')."""
        for n in names:
            self._then_step({'tap': n})
        return self

    def idle(self, n, ms=200):
        for _ in range(n):
            self.at += ms
            self.append({'step': self.at})
        return self

    def shot(self, name):
        """The screen's pixels, under name in the output's shots."""
        self.append({'shot': name})
        return self


# README's picture of the page: a tablet's window (1024x768, touch), the table's screen, a
# game of a person and two CPUs (fixed dice) a few turns in. The presses as the tests make them.
SHOT = os.path.join(ROOT, 'docs', 'screenshots', 'web-tablet.png')


def shot(png=SHOT, out=OUT):
    """Build the page, serve it, and take README's picture in Chromium (tools/web/browser.mjs,
    the browser `make test` installs into .venv/web-npm)."""
    from ui.device.buttons import A, DOWN, RIGHT
    build(out)
    # Seat 2 a CPU, start, then three turns.
    steps = Steps().press(A).press(*([DOWN] * 10 + [RIGHT] + [DOWN] * 6 + [A]))
    steps.press(A).idle(5).press(A).idle(40).press(DOWN, A).idle(60).press(A).idle(60)
    steps.append({'png': os.path.abspath(png)})
    with served(out) as url:
        got = drive(url + '?seed=5&clock=manual&board=tablet',
                    {'viewport': [1024, 768], 'touch': True, 'steps': steps})
    if got['errors']:
        raise SystemExit('web shot: %s' % got['errors'])
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
