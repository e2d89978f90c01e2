// Real CircuitPython firmware on an emulated RP2040 (rp2040js), driven line by line from
// tools/emulator/board.py (PC-only). Usage:
//   RP2040JS=dir node run.mjs BOOTROM.bin FIRMWARE.uf2 DRIVE.img
// Commands on stdin, one JSON answer per line on stdout:
//   run MS                    emulate MS milliseconds
//   until MS TEXT             emulate until a line with TEXT is printed (or MS pass)
//   pin GPIO 0|1              drive a button's input pin (buttons are active low)
//   frame                     the display's 240x240 picture, RGB565 big-endian, base64
//   pc / mem HEXADDR BYTES    where the core is, and memory words (for debugging a hang)
//   flash / journal / drive / cut   the flash model's (flash.mjs): writes land in the flash
//   quit
// Every answer has the emulated time (ms), the console text since the last answer, and the
// bytes and pixel writes sent to the display so far.
import fs from 'fs';
import path from 'path';
import readline from 'readline';
import url from 'url';
import { installFlash, flashCommand } from './flash.mjs';

const [bootromPath, uf2Path, drivePath] = process.argv.slice(2);
const lib = path.join(process.env.RP2040JS, 'node_modules', 'rp2040js', 'dist', 'esm', 'index.js');
const { RP2040, USBCDC, ConsoleLogger, LogLevel } = await import(url.pathToFileURL(lib).href);
const { SimulationClock } = await import(
  url.pathToFileURL(path.join(path.dirname(lib), 'clock', 'simulation-clock.js')).href);

const clock = new SimulationClock();
const mcu = new RP2040(clock);
mcu.logger = new ConsoleLogger(LogLevel.Error);
const rom = fs.readFileSync(bootromPath);
mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.length / 4));

// UF2: 512-byte blocks, each with its flash address and up to 476 bytes of payload.
const uf2 = fs.readFileSync(uf2Path);
for (let at = 0; at + 512 <= uf2.length; at += 512) {
  const w = (o) => uf2.readUInt32LE(at + o);
  if (w(0) !== 0x0a324655 || w(4) !== 0x9e5d5157) continue;
  const addr = w(12);
  const size = w(16);
  if (addr >= 0x10000000 && addr < 0x11000000) {
    mcu.flash.set(uf2.subarray(at + 32, at + 32 + size), addr - 0x10000000);
  }
}
const driveImage = fs.readFileSync(drivePath);
mcu.flash.set(driveImage, 0x100000);   // CIRCUITPY: FAT in flash at 1 MB
const flash = installFlash(mcu, clock, rom, 0x100000, driveImage.length);
// BOOTSEL is read on the QSPI chip-select pin: released reads high. Its pad's input enable is
// on at reset on the chip (rp2040js starts it off), and the firmware reads it in a wait loop.
for (const pin of mcu.qspi) pin.padValue |= 0x40;
mcu.qspi[1].setInputValue(true);
for (let pin = 16; pin <= 23; pin++) mcu.gpio[pin].setInputValue(true);  // buttons released
mcu.core.reset();
mcu.core.PC = 0x10000000;     // boot2 at the start of flash, as rp2040js's own demos start

// The console: USB CDC (CircuitPython's REPL), and UART0 should a build print there.
let consoleText = '';
let consoleAll = '';
const dec = new TextDecoder();
const cdc = new USBCDC(mcu.usbCtrl);
cdc.onSerialData = (buf) => { const s = dec.decode(buf); consoleText += s; consoleAll += s; };
mcu.uart[0].onByte = (b) => { const s = String.fromCharCode(b); consoleText += s; consoleAll += s; };

// The ST7789 on SPI0: DC (GPIO 9) low = command. Each byte takes 8 bits at the SPI clock of
// emulated time, and none is shifted while the RX FIFO is full, as on the chip: with
// rp2040js's instant default the RX DMA falls behind and CircuitPython waits forever.
const DC = 9;
const W = 240;
const ram = new Uint16Array(320 * 320);
const win = { x0: 0, x1: W - 1, y0: 0, y1: W - 1, x: 0, y: 0 };
let cmd = 0;
let args = [];
let pixelHi = -1;
let bytesSent = 0;
let pixelsWritten = 0;
let lastWrite = 0;
function displayByte(b) {
  bytesSent++;
  if (!mcu.gpio[DC].outputValue) {
    cmd = b;
    args = [];
    pixelHi = -1;
    if (cmd === 0x2c) { win.x = win.x0; win.y = win.y0; refreshWindow(win); }
    return;
  }
  if (cmd === 0x2a || cmd === 0x2b) {
    args.push(b);
    if (args.length === 4) {
      const a = (args[0] << 8) | args[1];
      const z = (args[2] << 8) | args[3];
      if (cmd === 0x2a) { win.x0 = a; win.x1 = z; } else { win.y0 = a; win.y1 = z; }
    }
  } else if (cmd === 0x2c) {
    if (pixelHi < 0) { pixelHi = b; return; }
    if (win.x < 320 && win.y < 320) {
      const at = win.y * 320 + win.x;
      refreshPixel(at, ram[at]);
      ram[at] = (pixelHi << 8) | b;
    }
    pixelHi = -1;
    pixelsWritten++;
    lastWrite = clock.nanos;
    if (++win.x > win.x1) { win.x = win.x0; win.y++; }
  }
}

// The refresh log (make bench-board, tools/emulator/bench_board.py): its code.py holds GPIO 14
// high around every display.refresh(). Each refresh is logged with its emulated start and end,
// the bytes and pixels sent, its RAMWR windows (merged when one continues the last), and the
// pixels that really changed on the panel: those whose value at the refresh's end differs
// from the one they held at its start (a pixel sent twice counts once, a pixel sent with the
// value it had counts none), and the distinct pixels sent (the union of its areas). Pixels
// sent outside a marked refresh are counted apart.
const refreshLog = { done: [], cur: null, id: 0, unmarked: 0, windows: 0,
                     stamp: new Uint32Array(320 * 320), before: new Uint16Array(320 * 320),
                     touched: [] };
function refreshWindow(w) {
  const r = refreshLog.cur;
  refreshLog.windows++;
  if (!r) return;
  const l = r.wins.length ? r.wins[r.wins.length - 1] : null;
  if (l && l[0] === w.x0 && l[2] === w.x1 && w.y0 >= l[1] && w.y0 <= l[3] + 1) {
    l[3] = Math.max(l[3], w.y1);
  } else if (r.wins.length < 300) {
    r.wins.push([w.x0, w.y0, w.x1, w.y1]);
  }
}
function refreshPixel(at, old) {
  const L = refreshLog;
  if (!L.cur) { L.unmarked++; return; }
  if (L.stamp[at] !== L.id) { L.stamp[at] = L.id; L.before[at] = old; L.touched.push(at); }
}
function refreshMark(high) {
  const L = refreshLog;
  if (high && !L.cur) {
    L.id++;
    L.touched = [];
    L.cur = { t0: clock.nanos / 1e6, b0: bytesSent, p0: pixelsWritten, w0: L.windows, wins: [] };
  } else if (!high && L.cur) {
    let changed = 0;
    for (const at of L.touched) if (ram[at] !== L.before[at]) changed++;
    const c = L.cur;
    L.done.push({ t0: c.t0, t1: clock.nanos / 1e6, bytes: bytesSent - c.b0,
                  pixels: pixelsWritten - c.p0, distinct: L.touched.length, changed,
                  windows: L.windows - c.w0, wins: c.wins });
    L.cur = null;
    L.touched = [];
  }
}
mcu.gpio[14].addListener((state) => refreshMark(state === 1));   // GPIOPinState.High
function benchCommand(op) {
  // 'refreshes': the refreshes logged since the last ask (and the pixels sent unmarked).
  if (op !== 'refreshes') return false;
  answer({ refreshes: refreshLog.done.splice(0), unmarked: refreshLog.unmarked });
  return true;
}

const spi = mcu.spi[0];
let held = false;
const done = clock.createAlarm(() => {
  if (spi.rxFIFO.full) held = true; else spi.completeTransmit(0);
});
spi.onTransmit = (value) => {
  displayByte(value);
  const hz = spi.clockFrequency || 31.25e6;
  done.schedule(Math.max(1, Math.round(spi.dataBits * 1e9 / hz)));
};
const readSpi = spi.readUint32.bind(spi);
spi.readUint32 = (offset) => {
  const v = readSpi(offset);
  if (held && offset === 0x008 && !spi.rxFIFO.full) { held = false; spi.completeTransmit(0); }
  return v;
};

const CYCLE = 8;    // ns at 125 MHz
function runUntil(endNanos, stop) {
  let n = 0;
  while (clock.nanos < endNanos) {
    if (mcu.core.waiting) {
      const next = clock.nanosToNextAlarm;
      clock.tick(next > 0 ? Math.min(next, endNanos - clock.nanos) : endNanos - clock.nanos);
    } else {
      clock.tick(mcu.core.executeInstruction() * CYCLE);
    }
    if (stop && ++n >= 20000) { n = 0; if (stop()) return true; }
  }
  return false;
}

function answer(extra) {
  const out = Object.assign({ ms: clock.nanos / 1e6, console: consoleText, bytes: bytesSent,
                              pixels: pixelsWritten, last_write_ms: lastWrite / 1e6 }, extra);
  consoleText = '';
  process.stdout.write(JSON.stringify(out) + '\n');
}

const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  const [op, ...rest] = line.trim().split(' ');
  if (benchCommand(op)) continue;
  const flashAnswer = flashCommand(flash, fs, op, rest);
  if (flashAnswer) { answer(flashAnswer); continue; }
  if (op === 'run') {
    runUntil(clock.nanos + Number(rest[0]) * 1e6);
    answer({});
  } else if (op === 'until') {
    // A whole line with TEXT, from the line not yet finished when the command came (the
    // driver has read every finished line before).
    const text = rest.slice(1).join(' ');
    const from = consoleAll.lastIndexOf('\n') + 1;
    const found = runUntil(clock.nanos + Number(rest[0]) * 1e6, () => {
      const at = consoleAll.indexOf(text, from);
      return at >= 0 && consoleAll.indexOf('\n', at) >= 0;
    });
    answer({ found });
  } else if (op === 'pin') {
    mcu.gpio[Number(rest[0])].setInputValue(rest[1] === '1');
    answer({});
  } else if (op === 'frame') {
    const px = new Uint8Array(W * W * 2);
    for (let y = 0; y < W; y++) {
      for (let x = 0; x < W; x++) {
        const v = ram[y * 320 + x];
        px[(y * W + x) * 2] = v >> 8;
        px[(y * W + x) * 2 + 1] = v & 0xff;
      }
    }
    answer({ frame: Buffer.from(px).toString('base64') });
  } else if (op === 'pc') {
    answer({ pc: mcu.core.PC.toString(16), waiting: mcu.core.waiting, cycles: mcu.core.cycles });
  } else if (op === 'mem') {
    const a = parseInt(rest[0], 16); const out = [];
    for (let i = 0; i < Number(rest[1]); i += 4) out.push((mcu.readUint32(a + i) >>> 0).toString(16).padStart(8, '0'));
    answer({ mem: out.join(' '), regs: Array.from(mcu.core.registers).map((r) => (r >>> 0).toString(16)) });
  } else if (op === 'quit') {
    answer({});
    process.exit(0);
  } else {
    answer({ error: 'unknown command ' + op });
  }
}
