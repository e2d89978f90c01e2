// The game in a web page (issue 42): MicroPython's WebAssembly port runs the board's own
// engine/, editions/ and ui/ with web/py/ as the board (page.py: the display, the buttons,
// the main loop's step; drive.py: the saves in the browser's storage). This file loads them,
// steps the game on a timer, turns keys, taps and holds into the eight buttons and draws
// each scene page.py writes.
const BUTTONS = { UP: 1, DOWN: 2, LEFT: 3, RIGHT: 4, A: 5, B: 6, START: 7, SELECT: 8 };
// The keyboard as in `make sim` (host/keys.py, KEYBOARD).
const KEYS = {
  ArrowUp: 1, ArrowDown: 2, ArrowLeft: 3, ArrowRight: 4,
  z: 5, Z: 5, Enter: 5, x: 6, X: 6, Escape: 6, Backspace: 6,
  s: 7, S: 7, Tab: 7, a: 8, A: 8, ' ': 8,
};
// The screens a page offers (web/py/page.py: SCREENS); a touch screen starts on the table's.
const BOARDS = ['pybadge', 'clue', 'picosystem', 'feather_tft', 'm5stack', 'tablet'];
const CHOSEN = 'handheld-screen';   // localStorage: the screen last chosen

function say(text) {
  const el = document.getElementById('status');
  el.textContent = text;
  el.hidden = !text;
}

// The pack tools/web/site.py writes: per file, its path's length (u16), the path, its size (u32)
// and its bytes.
function unpack(buf, put) {
  const view = new DataView(buf);
  const bytes = new Uint8Array(buf);
  const dec = new TextDecoder();
  let at = 0;
  while (at < buf.byteLength) {
    const n = view.getUint16(at, true);
    const path = dec.decode(bytes.subarray(at + 2, at + 2 + n));
    const size = view.getUint32(at + 2 + n, true);
    put(path, bytes.subarray(at + 6 + n, at + 6 + n + size));
    at += 6 + n + size;
  }
}

function mkdirs(FS, path) {
  const parts = path.split('/').filter(Boolean);
  let p = '';
  for (const part of parts.slice(0, -1)) {
    p += '/' + part;
    try { FS.mkdir(p); } catch (e) { /* there already */ }
  }
}

// The scene page.py writes (web/py/page.py, Display.refresh): the screen's size and
// brightness, then records: 'B' a bitmap's pixels, 'P' a palette, 'T' a tile grid, 'R' a
// rectangle, drawn in order over black.
class Screen {
  constructor(canvas) {
    this.canvas = canvas;
    this.bitmaps = new Map();
    this.palettes = new Map();
    this.image = null;
  }
  draw(buf) {
    const v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const w = v.getUint16(0, true);
    const h = v.getUint16(2, true);
    const bright = v.getFloat32(4, true);
    if (!this.image || this.image.width !== w || this.image.height !== h) {
      this.off = document.createElement('canvas');
      this.off.width = w;
      this.off.height = h;
      this.ctx = this.off.getContext('2d');
      this.image = this.ctx.createImageData(w, h);
      this.fit();
    }
    const px = new Uint32Array(this.image.data.buffer);
    px.fill(0xff000000);
    const used = new Set();
    let at = 8;
    while (at < buf.byteLength) {
      const kind = buf[at];
      if (kind === 66) {            // B id w h pixels
        const id = v.getUint32(at + 1, true);
        const bw = v.getUint16(at + 5, true);
        const bh = v.getUint16(at + 7, true);
        this.bitmaps.set(id, { w: bw, h: bh, p: buf.slice(at + 9, at + 9 + bw * bh) });
        used.add(id);
        at += 9 + bw * bh;
      } else if (kind === 80) {     // P id n colours (0xTTRRGGBB, T 1 = transparent)
        const id = v.getUint32(at + 1, true);
        const n = v.getUint16(at + 5, true);
        const c = new Uint32Array(n);
        const t = new Uint8Array(n);
        for (let i = 0; i < n; i++) {
          const x = v.getUint32(at + 7 + 4 * i, true);
          // The boards' displays are RGB565: each colour as such a display shows it (5 bits
          // of red and blue, 6 of green, widened as the simulator widens them), in
          // ImageData's RGBA order (0xAABBGGRR as a little-endian word).
          const r = Math.floor(((x >> 19) & 31) * 255 / 31);
          const g = Math.floor(((x >> 10) & 63) * 255 / 63);
          const b = Math.floor(((x >> 3) & 31) * 255 / 31);
          c[i] = 0xff000000 | (b << 16) | (g << 8) | r;
          t[i] = x >>> 24;
        }
        this.palettes.set(id, { c, t });
        used.add(id);
        at += 7 + 4 * n;
      } else if (kind === 84) {     // T x y scale bitmap palette tw th cols rows tiles(u16)
        const x = v.getInt16(at + 1, true);
        const y = v.getInt16(at + 3, true);
        const s = buf[at + 5];
        const bmp = this.bitmaps.get(v.getUint32(at + 6, true));
        const pal = this.palettes.get(v.getUint32(at + 10, true));
        const tw = v.getUint16(at + 14, true);
        const th = v.getUint16(at + 16, true);
        const cols = v.getUint16(at + 18, true);
        const rows = v.getUint16(at + 20, true);
        used.add(v.getUint32(at + 6, true));
        used.add(v.getUint32(at + 10, true));
        at += 22;
        const per = Math.max(1, Math.floor(bmp.w / tw));
        for (let r = 0; r < rows; r++) {
          for (let col = 0; col < cols; col++) {
            const tile = v.getUint16(at + 2 * (r * cols + col), true);
            const sx = (tile % per) * tw;
            const sy = Math.floor(tile / per) * th;
            this.tile(px, w, h, bmp, pal, sx, sy, tw, th, x + col * tw * s, y + r * th * s, s);
          }
        }
        at += 2 * rows * cols;
      } else if (kind === 82) {     // R x y scale w h palette index
        const x = v.getInt16(at + 1, true);
        const y = v.getInt16(at + 3, true);
        const s = buf[at + 5];
        const rw = v.getUint16(at + 6, true) * s;
        const rh = v.getUint16(at + 8, true) * s;
        const id = v.getUint32(at + 10, true);
        const pal = this.palettes.get(id);
        const ci = buf[at + 14];
        used.add(id);
        at += 15;
        if (pal.t[ci]) continue;
        const c = pal.c[ci];
        for (let j = Math.max(0, y); j < Math.min(h, y + rh); j++) {
          px.fill(c, j * w + Math.max(0, x), j * w + Math.min(w, x + rw));
        }
      } else {
        throw new Error('scene: unknown record ' + kind + ' at ' + at);
      }
    }
    for (const k of this.bitmaps.keys()) if (!used.has(k)) this.bitmaps.delete(k);
    for (const k of this.palettes.keys()) if (!used.has(k)) this.palettes.delete(k);
    this.ctx.putImageData(this.image, 0, 0);
    const g = this.canvas.getContext('2d');
    g.imageSmoothingEnabled = false;
    g.drawImage(this.off, 0, 0, this.canvas.width, this.canvas.height);
    // The game's brightness (Settings, and the dimming when idle) as a backlight would, one
    // step up: the default (0.8, as on a board) shows the colours whole, as a page in a lit
    // room needs; lower settings and the idle dimming darken the screen.
    const lit = Math.min(1, bright + 0.2);
    this.canvas.style.filter = lit < 1 ? 'brightness(' + lit.toFixed(2) + ')' : '';
  }
  tile(px, w, h, bmp, pal, sx, sy, tw, th, x, y, s) {
    for (let j = 0; j < th; j++) {
      const row = (sy + j) * bmp.w + sx;
      for (let i = 0; i < tw; i++) {
        const val = bmp.p[row + i];
        if (pal.t[val]) continue;
        const c = pal.c[val];
        const X = x + i * s;
        const Y = y + j * s;
        for (let b = 0; b < s; b++) {
          const yy = Y + b;
          if (yy < 0 || yy >= h) continue;
          for (let a = 0; a < s; a++) {
            const xx = X + a;
            if (xx >= 0 && xx < w) px[yy * w + xx] = c;
          }
        }
      }
    }
  }
  // The largest whole scale at which the screen fits the window (less the buttons' room).
  fit() {
    if (!this.image) return;
    const room = document.getElementById('room');
    const k = Math.max(1, Math.floor(Math.min(room.clientWidth / this.image.width,
                                              room.clientHeight / this.image.height)));
    this.canvas.width = this.image.width * k;
    this.canvas.height = this.image.height * k;
  }
}

export async function start() {
  const q = new URLSearchParams(location.search);
  let kept = null;
  try { kept = window.localStorage.getItem(CHOSEN); } catch (e) { /* none */ }
  const touch = window.matchMedia && window.matchMedia('(pointer: coarse)').matches;
  const board = [q.get('board'), kept, touch ? 'tablet' : 'pybadge'].find((b) => BOARDS.includes(b));
  const seed = q.get('seed') ? Number(q.get('seed')) : null;
  const manual = q.get('clock') === 'manual';     // tests step the game themselves
  if (typeof WebAssembly !== 'object') {
    say('This browser cannot run the game: it has no WebAssembly.');
    document.body.dataset.state = 'failed';
    return null;
  }
  // The saves go to localStorage (web/py/drive.py); a browser that refuses it still plays.
  let storage = null;
  try {
    storage = window.localStorage;
    storage.setItem('handheld-probe', '1');
    storage.removeItem('handheld-probe');
  } catch (e) {
    storage = null;
    say('This browser gives this page no storage: the game plays, but cannot save.');
  }
  const { loadMicroPython } = await import('./micropython.mjs');
  const mp = await loadMicroPython({ heapsize: 4 * 1024 * 1024, linebuffer: false,
    stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
  const pack = await (await fetch('game.pack')).arrayBuffer();
  unpack(pack, (path, bytes) => { mkdirs(mp.FS, '/game/' + path); mp.FS.writeFile('/game/' + path, bytes); });
  mp.runPython("import sys\nsys.path[:] = ['/game/web', '/game']");
  const page = mp.pyimport('page');
  const screen = new Screen(document.getElementById('screen'));
  let frames = 0;
  const said = document.getElementById('said');
  function show(n) {
    if (n !== frames) {
      frames = n;
      screen.draw(mp.FS.readFile('/scene'));
      // What the screen says, in words, for a screen reader (and the tests).
      const t = page.text();
      if (said && said.textContent !== t) said.textContent = t;
    }
  }
  // The storage as web/py/drive.py asks for it: no call throws (a JavaScript exception cannot
  // pass through the port's Python), a write refused (full: QuotaExceededError) says false.
  const store = storage && {
    count: () => storage.length,
    key: (i) => storage.key(i),
    get: (k) => storage.getItem(k),
    put(k, v) {
      try { storage.setItem(k, v); return true; } catch (e) { return false; }
    },
    drop(k) { try { storage.removeItem(k); } catch (e) { /* gone either way */ } },
  };
  const left = page.start(board, seed, store);     // storage entries left out, in words
  if (left) say(left);
  show(page.frames());
  const game = {
    step(ms) { show(page.step(ms === undefined ? null : ms)); },
    key(n, down) { page.key(n, down ? 1 : 0); },
    press(n) { page.key(n, 1); page.key(n, 0); },
    frames: () => frames,
    round: () => page.game_round(),
    text: () => page.text(),
    pixels() {      // the screen at its own size, RGBA (tests compare them)
      return screen.image ? Array.from(screen.image.data) : [];
    },
    size: () => [screen.image.width, screen.image.height],
  };
  window.addEventListener('keydown', (e) => {
    const n = KEYS[e.key];
    if (n && !e.repeat) { page.key(n, 1); e.preventDefault(); }
  });
  window.addEventListener('keyup', (e) => {
    const n = KEYS[e.key];
    if (n) { page.key(n, 0); e.preventDefault(); }
  });
  // On-screen buttons: held as long as the finger (or mouse) is down, so a long touch is a
  // hold, as on the board.
  for (const el of document.querySelectorAll('[data-button]')) {
    const n = BUTTONS[el.dataset.button];
    const down = (e) => {
      e.preventDefault();
      el.setPointerCapture?.(e.pointerId);
      el.classList.add('down');
      page.key(n, 1);
    };
    const up = (e) => { e.preventDefault(); el.classList.remove('down'); page.key(n, 0); };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
  }
  const chooser = document.getElementById('board');
  if (chooser) {
    chooser.value = board;
    chooser.addEventListener('change', () => {
      try { window.localStorage.setItem(CHOSEN, chooser.value); } catch (e) { /* not kept */ }
      const u = new URL(location.href);
      u.searchParams.set('board', chooser.value);
      location.href = u.href;
    });
  }
  window.addEventListener('resize', () => { screen.fit(); frames = -1; game.step(); });
  if (!manual) setInterval(() => game.step(), 20);
  // Offline once loaded (tools/web/site.py writes sw.js); a page opened from a file has none.
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('sw.js').catch((e) => console.warn('offline: ' + e));
  }
  window.game = game;
  document.body.dataset.state = 'running';    // (tools/web/browser.mjs waits for a state)
  return game;
}
