// The flash chip's erase and program for run.mjs (rp2040js's SSI is a stub: without this every
// write CircuitPython makes to its CIRCUITPY drive is lost).
//
// How: CircuitPython 10.2.1 on the RP2040 writes its drive only through pico-sdk's
// flash_range_erase / flash_range_program (ports/raspberrypi/supervisor/internal_flash.c: one
// 4 KB sector erased, then programmed, at each flush of its one-sector cache; the nvm module the
// same way), and pico-sdk calls the boot ROM's functions for both ('RE' and 'RP', looked up in
// the ROM's table), bracketed by 'IF', 'EX', 'FC' and boot2's XIP set-up, which change nothing
// in the flash. So the model replaces those two ROM functions at their entry points with a BKPT
// the emulator hands to us: we do what the ROM's loops do (pico-bootrom-rp2040's
// program_flash_generic.c: 64 KB block erases where aligned, else 4 KB sectors; 256-byte pages)
// on mcu.flash and return to LR. The other ROM functions still run on the stub SSI, as before.
// Why not an SSI and a W25Q command model: the boot2 XIP set-up, the exit-XIP sequence and
// CircuitPython's RDID read would all need modelling too, for no change in what lands in the
// flash; the ROM entry points are where CircuitPython's writes are whole operations, which is
// what the journal and a power cut need. The cost of the interception is zero for every other
// instruction (no per-instruction check).
//
// Time: the chip's busy time is charged as emulated time (interrupts are off in CircuitPython
// while it writes, as on the chip, where the ROM polls the status register). Figures: Winbond
// W25Q128JV datasheet, typical: 4 KB sector erase 45 ms, 64 KB block erase 150 ms, 256-byte
// page program 0.7 ms (the figure issue 20's profile took; later JV sheets give 0.4 ms, so
// this errs long). Plus the bytes on the wire at the ROM's SPI clock (clk_sys / 6, 20.8 MHz; its loop
// is within 48 cycles a byte): command, 3 address bytes and a page's 256 data bytes.
// Programming ANDs the data into the cells (NOR flash only clears bits; only an erase sets them),
// so a write over unerased flash shows as the chip would show it.
//
// The journal: every operation (one sector or block erase, one page program) with its emulated
// start and end time; the images after any operation can be rebuilt from the drive as it was at
// boot, so one run gives every power-cut point. cut(n): the power goes off when operation n is
// done (the core executes nothing more).
const ERASE_SECTOR_NS = 45e6;
const ERASE_BLOCK_NS = 150e6;
const PROGRAM_PAGE_NS = 0.7e6;
const WIRE_BYTE_NS = 8 * 6 * 8;     // 8 bits at clk_sys / 6 (8 ns a cycle)
const SECTOR = 4096;
const PAGE = 256;
const BKPT_ERASE = 0xe1;
const BKPT_PROGRAM = 0xe2;

function romFunction(rom, code) {
  // The ROM's function table: a 16-bit pointer at 0x14 to (code, address) 16-bit pairs.
  const half = (a) => rom[a] | (rom[a + 1] << 8);
  for (let at = half(0x14); half(at); at += 4) {
    if (half(at) === code.charCodeAt(0) + (code.charCodeAt(1) << 8)) return half(at + 2) & ~1;
  }
  throw new Error('no ROM function ' + code);
}

export function installFlash(mcu, clock, romBytes, driveStart, driveLength) {
  const journal = [];
  const pages = new Map();      // journal index -> the 256 bytes a program operation sent
  const boot = mcu.flash.slice(driveStart, driveStart + driveLength);
  let cutAfter = 0;
  let off = false;

  for (const [code, bkpt] of [['RE', BKPT_ERASE], ['RP', BKPT_PROGRAM]]) {
    const at = romFunction(romBytes, code);
    const word = mcu.bootrom[at >> 2];
    const shift = (at & 2) * 8;
    mcu.bootrom[at >> 2] = (word & ~(0xffff << shift)) | ((0xbe00 | bkpt) << shift);
  }

  function record(op, addr, len, ns, data) {
    const t0 = clock.nanos;
    clock.tick(ns);
    journal.push({ n: journal.length + 1, op, addr, len, t0_ms: t0 / 1e6, t1_ms: clock.nanos / 1e6 });
    if (data) pages.set(journal.length - 1, data);
    if (journal.length === cutAfter) powerOff();
  }

  function erase(addr, count, blockSize) {
    const goal = addr + count;
    while (addr < goal && !off) {
      const block = !(addr & (blockSize - 1)) && goal - addr >= blockSize;
      const len = block ? blockSize : SECTOR;
      mcu.flash.fill(0xff, addr & 0xffffff, (addr & 0xffffff) + len);
      record('erase', addr, len, (block ? ERASE_BLOCK_NS : ERASE_SECTOR_NS) + 5 * WIRE_BYTE_NS);
      addr += len;
    }
  }

  function program(addr, data, count) {
    const goal = addr + count;
    while (addr < goal && !off) {
      const page = new Uint8Array(PAGE);
      for (let i = 0; i < PAGE; i++) page[i] = mcu.readUint8(data + i);
      const to = addr & 0xffffff;
      for (let i = 0; i < PAGE; i++) mcu.flash[to + i] &= page[i];
      record('program', addr, PAGE, PROGRAM_PAGE_NS + (PAGE + 5) * WIRE_BYTE_NS, page);
      addr += PAGE;
      data += PAGE;
    }
  }

  const before = mcu.onBreak;
  mcu.onBreak = (code) => {
    const core = mcu.core;
    const r = core.registers;
    if (code === BKPT_ERASE) erase(r[0] >>> 0, r[1] >>> 0, r[2] >>> 0);
    else if (code === BKPT_PROGRAM) program(r[0] >>> 0, r[1] >>> 0, r[2] >>> 0);
    else return before(code);
    core.PC = core.LR & ~1;
  };

  function powerOff() {
    off = true;
    mcu.core.executeInstruction = () => 125;    // nothing runs; time still passes (1 us a call)
    mcu.core.waiting = false;
  }

  // The drive as it is now, or as it was after operation n (0: at boot).
  function image(n) {
    if (n === undefined || n === null) return mcu.flash.slice(driveStart, driveStart + driveLength);
    const out = boot.slice();
    for (let i = 0; i < n && i < journal.length; i++) {
      const { op, addr, len } = journal[i];
      const at = (addr & 0xffffff) - driveStart;
      if (at + len <= 0 || at >= driveLength) continue;
      if (op === 'erase') out.fill(0xff, Math.max(0, at), Math.min(driveLength, at + len));
      else {
        const page = pages.get(i);
        for (let k = 0; k < len; k++) if (at + k >= 0 && at + k < driveLength) out[at + k] &= page[k];
      }
    }
    return out;
  }

  return {
    journal,
    image,
    get off() { return off; },
    cut(n) {
      if (n <= journal.length) throw new Error('operation ' + n + ' is already done');
      cutAfter = n;
    },
  };
}

// The commands run.mjs passes on (answers' extra fields), or null for a command not ours:
//   flash                   {ops, cut, off}: operations so far, the armed cut, power state
//   journal FROM            the operations after the first FROM: {n, op, addr, len, t0_ms, t1_ms}
//   drive PATH [N]          write the drive (from its start, the image's length) to PATH: as it
//                           is now, or as it was after operation N
//   cut N                   the power goes off once operation N is done
export function flashCommand(flash, fs, op, rest) {
  if (op === 'flash') return { ops: flash.journal.length, off: flash.off };
  if (op === 'journal') return { journal: flash.journal.slice(Number(rest[0] || 0)) };
  if (op === 'drive') {
    fs.writeFileSync(rest[0], flash.image(rest.length > 1 ? Number(rest[1]) : undefined));
    return { ops: flash.journal.length };
  }
  if (op === 'cut') {
    try { flash.cut(Number(rest[0])); } catch (e) { return { error: e.message }; }
    return { ops: flash.journal.length };
  }
  return null;
}
