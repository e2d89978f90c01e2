// Drives the web page (tools/web/site.py) in a real headless Chromium (PC-only; host_tests/
// test_web.py and `make web-shot` use it):
//   node tools/web/browser.mjs URL SCRIPT.json OUT.json
// Chromium and its driver come from the npm registry into .venv/web-npm (the Makefile):
// @sparticuz/chromium ships a Chromium build inside its package, puppeteer-core drives it.
// SCRIPT: {"viewport": [w, h], "touch": bool, "steps": [...]}, each step one of
//   {"key": n}             logical button n (1 UP ... 8 SELECT) pressed and released by the
//                          keyboard (the page's keys: Arrow keys, z, x, s, a)
//   {"tap": "A"}           the on-screen button of that name tapped (touch events)
//   {"hold": "DOWN", "ms": 900, "at": 1000}  that button held by a finger for ms of real
//                          time (holds and repeats are timed by the real clock), the game
//                          stepped every 20 ms from the page clock's "at" on
//   {"step": ms}           one step of the game at the page's clock ms (?clock=manual)
//   {"shot": "name"}       the screen's pixels at its own size (RGBA, base64) into OUT
//   {"png": "path"}        a screenshot of the whole page
//   {"reload": true}       the page loaded again (its storage kept)
//   {"offline": bool}      the network cut (or back): a reload then comes from the page's
//                          service worker, which the step first waits for
//   {"eval": "js", "as": "name"}  an expression's value into OUT[name]
// SCRIPT's "before": JavaScript run in the page before its own (a browser without
// WebAssembly, storage that refuses...), "storage": {key: value} put in localStorage first.
// OUT: {"load_ms": ms to the title, "shots": {name: {"size": [w, h], "rgba": base64}},
//       "errors": [page errors and console errors]}.
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const [url, scriptPath, outPath] = process.argv.slice(2);
const require = createRequire(path.resolve(process.env.WEB_NPM, 'node_modules', 'x.js'));
const chromium = require('@sparticuz/chromium');
const puppeteer = require('puppeteer-core');
const script = JSON.parse(fs.readFileSync(scriptPath, 'utf8'));
const KEYS = { 1: 'ArrowUp', 2: 'ArrowDown', 3: 'ArrowLeft', 4: 'ArrowRight', 5: 'z', 6: 'x',
  7: 's', 8: 'a' };

const [w, h] = script.viewport || [800, 700];
const browser = await puppeteer.launch({
  executablePath: await (chromium.default || chromium).executablePath(),
  headless: 'shell',
  // No network beyond localhost: Chromium's own background connections are switched off.
  args: ['--no-sandbox', '--no-zygote', '--disable-gpu', '--use-angle=swiftshader',
    '--disable-background-networking', '--disable-component-update', '--no-first-run',
    '--disable-sync', '--disable-default-apps'],
  defaultViewport: { width: w, height: h, hasTouch: !!script.touch },
});
const out = { shots: {}, errors: [] };
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => out.errors.push('page: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') out.errors.push('console: ' + m.text()); });
  // Loaded: the game running with its first screen drawn, or failed to start (the page
  // then says why on its status line).
  async function load(how) {
    const t0 = Date.now();
    await how();
    await page.waitForFunction(() => document.body.dataset.state === 'failed' ||
      (document.body.dataset.state === 'running' && window.game.frames() > 0),
    { timeout: 60000 });
    out.status = await page.evaluate(() => {
      const el = document.getElementById('status');
      return el.hidden ? '' : el.textContent;
    });
    return Date.now() - t0;
  }
  if (script.before) await page.evaluateOnNewDocument(script.before);
  if (script.storage) {
    // The page's origin first (about:blank has no storage), then the entries, then the page.
    await page.goto(new URL('icon.svg', url).href);
    await page.evaluate((st) => { for (const k in st) localStorage.setItem(k, st[k]); },
      script.storage);
  }
  out.load_ms = await load(() => page.goto(url));
  for (const s of script.steps) {
    if (s.key) {
      await page.keyboard.down(KEYS[s.key]);
      await page.keyboard.up(KEYS[s.key]);
    } else if (s.tap) {
      await page.tap('[data-button="' + s.tap + '"]');
    } else if (s.hold) {
      const box = await (await page.$('[data-button="' + s.hold + '"]')).boundingBox();
      await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
      const t0 = Date.now();
      let ms = s.at || 0;
      while (Date.now() - t0 < s.ms) {
        await page.evaluate((t) => window.game.step(t), ms += 20);
        await new Promise((r) => setTimeout(r, 20));
      }
      await page.touchscreen.touchEnd();
      await page.evaluate((t) => window.game.step(t), ms += 20);
    } else if (s.step !== undefined) {
      await page.evaluate((ms) => window.game.step(ms), s.step);
    } else if (s.shot) {
      out.shots[s.shot] = await page.evaluate(() => {
        const [sw, sh] = window.game.size();
        const px = window.game.pixels();
        let bin = '';
        for (let i = 0; i < px.length; i += 0x8000) {
          bin += String.fromCharCode.apply(null, px.slice(i, i + 0x8000));
        }
        return { size: [sw, sh], rgba: btoa(bin) };
      });
    } else if (s.png) {
      await page.screenshot({ path: s.png });
    } else if (s.reload) {
      out.reload_ms = await load(() => page.reload());
    } else if (s.offline !== undefined) {
      if (s.offline) {
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      }
      await page.setOfflineMode(s.offline);
    } else if (s.eval) {
      out[s.as || 'eval'] = await page.evaluate(s.eval);
    }
  }
} catch (e) {
  out.errors.push('driver: ' + (e.stack || e));
} finally {
  await browser.close();
}
fs.writeFileSync(outPath, JSON.stringify(out));
