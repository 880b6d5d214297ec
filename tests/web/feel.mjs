// 소리와 진동의 브라우저 시험: 님에서 돌 하나를 누르면
//   - 소리가 난다: 첫 누름 뒤에 만든 AudioContext가 버퍼 소스를 튼다 (`AudioBufferSourceNode.start`를 센다),
//     누르기 전에는 하나도 없다 (브라우저의 규칙);
//   - 진동은 터치 기기(360×640, 터치)에서만 부른다 (`navigator.vibrate`를 바꿔 치워 센다); 데스크톱
//     (1280×720, 터치 없음)에서는 부르지 않는다 (진동의 기본값이 꺼짐);
//   - 키보드만으로 (1280×720, 포인터를 쓰지 않고 캔버스에 초점만): 화살표가 커서를 보이고 그 돌의 이름을,
//     Enter가 그 돌을 가져가고 그 수를 페이지의 ARIA live region(`#announce`)이 말한다.
// 콘솔에 패닉이나 오류가 나오면 실패다.
//
//   node tests/web/feel.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, pts, waitAttr, watchConsole } from "./page.mjs";
import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-feel");
fs.mkdirSync(OUT, { recursive: true });

const { failures, fail } = failureLog();
const server = await serve(DIST);
const browser = await launch();

/** 페이지보다 먼저: 진동과 소리를 센다 (진짜 진동은 헤드리스에 없다; 소리는 진짜 Web Audio로 튼다). */
const COUNT = () => {
  window.__vibrations = [];
  window.__sounds = 0;
  Navigator.prototype.vibrate = function (pattern) {
    window.__vibrations.push(JSON.stringify(pattern));
    return true;
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__sounds += 1;
    return start.apply(this, args);
  };
};

const SCREENS = [
  { name: "phone", width: 360, height: 640, touch: true },
  { name: "desktop", width: 1280, height: 720, touch: false },
  { name: "keyboard", width: 1280, height: 720, touch: false, keyboard: true },
];

const announced = (page) => page.evaluate(() => document.getElementById("announce")?.textContent ?? "");
// 알림이 `pred`를 채울 때까지 (느린 소프트웨어 렌더링에서 프레임이 늦어도; 못 채우면 마지막 글).
async function announcedUntil(page, pred, ms = 5000) {
  const t0 = Date.now();
  for (;;) {
    const text = (await announced(page)).trim();
    if (pred(text) || Date.now() - t0 > ms) return text;
    await page.waitForTimeout(100);
  }
}

for (const screen of SCREENS) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch,
    isMobile: screen.touch,
  });
  await context.addInitScript(COUNT);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server.base}?scene=nim&mode=play&lang=en`);
  if (!(await waitAttr(page, "data-ready", (v) => v, 120000))) {
    fail(`${screen.name}: no first frame`);
    await context.close();
    continue;
  }
  const taps = pts(await waitAttr(page, "data-taps", (v) => pts(v).length > 0, 30000));
  if (taps.length === 0) {
    fail(`${screen.name}: never the player's turn`);
    await context.close();
    continue;
  }
  const silentBefore = await page.evaluate(() => window.__sounds);
  if (silentBefore !== 0) fail(`${screen.name}: ${silentBefore} sounds before the first tap`);
  const before = await attr(page, "data-position");
  const [x, y] = taps[0];
  if (screen.keyboard) {
    // 키보드 사용자는 Tab으로 캔버스에 온다: 포인터 없이 초점만.
    await page.focus("canvas#bevy");
    await page.keyboard.press("ArrowUp");
    const cell = await announcedUntil(page, (t) => /^[A-D] \d+$/.test(t));
    if (!/^[A-D] \d+$/.test(cell)) fail(`${screen.name}: the cursor did not read its stone (${JSON.stringify(cell)})`);
    await page.keyboard.press("Enter");
    if (!(await waitAttr(page, "data-position", (v) => v !== before, 10000))) {
      fail(`${screen.name}: Enter did not play`);
    }
    const said = await announcedUntil(page, (t) => /You play|AI plays|You win|The AI wins/.test(t));
    console.log(`${screen.name}: cursor read ${JSON.stringify(cell)}, then ${JSON.stringify(said)}`);
    if (!/You play|AI plays|You win|The AI wins/.test(said)) fail(`${screen.name}: the move was not announced (${JSON.stringify(said)})`);
  } else {
    if (screen.touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    if (!(await waitAttr(page, "data-position", (v) => v !== before, 10000))) {
      fail(`${screen.name}: the tap did not play`);
    }
  }
  // AI의 응수까지 (그 소리도 센다).
  await page.waitForTimeout(3000);
  const [sounds, vibrations] = await page.evaluate(() => [window.__sounds, window.__vibrations]);
  console.log(`${screen.name}: ${sounds} sounds, vibrations ${JSON.stringify(vibrations)}`);
  if (sounds < 1) fail(`${screen.name}: no sound after the move`);
  if (screen.touch && vibrations.length < 1) fail(`${screen.name}: a touch device did not vibrate`);
  if (!screen.touch && vibrations.length > 0) fail(`${screen.name}: a desktop vibrated ${vibrations}`);
  await page.screenshot({ path: path.join(OUT, `${screen.name}.png`) });
  for (const e of errors) fail(`${screen.name}: console: ${e}`);
  await context.close();
}

await browser.close();
server.close();
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("feel: ok");
