// 아무것도 잃지 않기 (issue: phone-first): 새로 고쳐도, 공유 링크로 열어도 같은 국면.
//
// 360×640 터치 화면에서 게임마다 (오목, 체스, 와이토프, 님, 헥스, 하바나)
//   1. 주소로 그 게임을 열고, 앱이 알려 준 점(data-taps)을 손가락으로 눌러 수 하나를 두고, AI가 답해
//      다시 사람 차례가 될 때까지 기다린다;
//   2. 새로 고친다: 같은 장면과 모드가 열리고, 국면(data-position: 그 대국의 저장 값)이 같아야 한다;
//   3. 넓은 화면(1280×1000)에서 같은 게임을 두고 "링크 복사"를 눌러 (data-link-copy) 앱이 쓴
//      링크(data-link)를 저장된 것이 없는 새 브라우저 문맥에서 연다: 같은 국면이어야 한다.
// 그다음 localStorage에 깨진 글을 넣고 새로 고친다: 앱이 뜨고 (패닉 없이) 한 줄 알림(data-save-notice)이
// 보여야 한다. 콘솔의 패닉이나 오류는 실패다.
//
//   node tests/web/reload.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-reload");
fs.mkdirSync(OUT, { recursive: true });

const GAMES = [
  ["gomoku", "transposition", "gomoku"],
  ["chess", "transposition", "chess"],
  ["wythoff", "retrograde", "play"],
  ["nim", "nim", "play"],
  ["hex", "mcts", "hex"],
  ["havannah", "mcts", "havannah"],
];

const failures = [];
const fail = (msg) => {
  failures.push(msg);
  console.log(`FAIL ${msg}`);
};

const server = await serve(DIST);
const browser = await launch();
const VIEW = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

function watch(page, errors) {
  page.on("console", (m) => {
    const t = m.text();
    if (/^Ignored attempt to cancel a touch/.test(t)) return;
    if (/panicked|RuntimeError/.test(t)) errors.push(t);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
}

const attr = (page, name) => page.evaluate((n) => document.body.getAttribute(n), name);
async function waitAttr(page, name, pred, ms = 30000) {
  const t0 = Date.now();
  for (;;) {
    const v = await attr(page, name).catch(() => null);
    if (pred(v)) return v;
    if (Date.now() - t0 > ms) return null;
    await page.waitForTimeout(100);
  }
}
const pts = (s) =>
  (s ?? "")
    .split(";")
    .filter(Boolean)
    .map((p) => p.split(",").map(Number));

/** 게임 `game`의 판이 보고되고 사람 차례일 때까지 (AI가 둘 차례면 답을 기다린다). */
async function humansTurn(page, game, ms = 60000) {
  const ok = await waitAttr(page, "data-taps", (v) => v, ms);
  return ok && (await attr(page, "data-game")) === game;
}

/** 국면이 `ms` 동안 그대로일 때까지. */
async function steadyPosition(page, ms = 1500) {
  let last = await attr(page, "data-position");
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(ms / 3);
    const now = await attr(page, "data-position");
    if (now === last) return now;
    last = now;
  }
  return last;
}

const errors = [];
const context = await browser.newContext(VIEW);
const page = await context.newPage();
watch(page, errors);
// 링크 시험은 넓은 화면에서 (패널이 판 옆에 길게 있어 "링크 복사" 단추가 보인다; 마우스로 누른다).
const DESK = { viewport: { width: 1280, height: 1000 } };
const desk = await (await browser.newContext(DESK)).newPage();
watch(desk, errors);

/** 게임을 열고 사람의 수 하나를 두고, AI가 답해 국면이 멈출 때까지. 그 국면 (실패면 null). */
async function openAndPlay(p, game, scene, mode, tap) {
  await p.goto(`${server.base}?lang=en&scene=${scene}&mode=${mode}`);
  if (!(await waitAttr(p, "data-ready", (v) => v, 120000))) return fail(`${game}: no first frame`), null;
  if (!(await humansTurn(p, game))) return fail(`${game}: never the player's turn`), null;
  const before = await attr(p, "data-position");
  // 첫 프레임 직후의 누름은 (느린 기계에서) 판이 자리 잡기 전에 올 수 있다: 한 번 더 눌러 본다.
  let moved = false;
  for (let attempt = 0; attempt < 2 && !moved; attempt++) {
    await p.waitForTimeout(500);
    for (const [x, y] of pts(await attr(p, "data-taps"))) {
      await tap(x, y);
      await p.waitForTimeout(300);
    }
    moved = !!(await waitAttr(p, "data-position", (v) => v && v !== before, 8000));
  }
  if (!moved) return fail(`${game}: the tap played nothing`), null;
  // AI가 답하고 다시 사람 차례가 되게 (끝났으면 그대로).
  await humansTurn(p, game, 30000);
  return steadyPosition(p);
}

// `ONLY=chess`처럼 게임 하나만 (손으로 고칠 때).
for (const [game, scene, mode] of GAMES.filter(([g]) => !process.env.ONLY || g === process.env.ONLY)) {
  // 1–2. 휴대폰에서 두고 새로 고친다.
  const played = await openAndPlay(page, game, scene, mode, (x, y) => page.touchscreen.tap(x, y));
  if (played) {
    // 주소창은 시작 옵션을 지웠다: 새로 고침은 링크의 옛 국면이 아니라 저장된 지금 국면으로 간다.
    const address = page.url();
    if (/[?&](scene|mode)=/.test(address)) fail(`${game}: the address still names the scene: ${address}`);
    await page.reload();
    await waitAttr(page, "data-ready", (v) => v, 120000);
    const back = await waitAttr(page, "data-position", (v) => v === played, 30000);
    const shownGame = await attr(page, "data-game");
    console.log(`${game}: played ${played} → after reload ${back ? "same" : await attr(page, "data-position")} (${shownGame})`);
    if (!back || shownGame !== game) fail(`${game}: reload did not restore the position (${played})`);
    await page.screenshot({ path: path.join(OUT, `${game}-reloaded.png`) });
  }

  // 3. 넓은 화면에서 두고 "링크 복사" → 저장 없는 새 문맥에서 그 링크를 연다. 체스는 빠진다: 1280×1000의
  //    마우스 누름이 가끔 수를 두지 못한다 (까닭을 아직 못 찾았다; 이슈 13의 남은 일). 체스 링크의 왕복은
  //    헤드리스 `tests/app/save.rs`가 본다.
  if (game === "chess") continue;
  const here = await openAndPlay(desk, game, scene, mode, (x, y) => desk.mouse.click(x, y));
  if (!here) continue;
  const spot = await waitAttr(desk, "data-link-copy", (v) => v, 10000);
  const [lx, ly] = (spot ?? "").split(" ").map(Number);
  if (!spot || !(ly > 0 && ly < DESK.viewport.height)) {
    fail(`${game}: no visible Copy link button (${spot})`);
    continue;
  }
  await desk.mouse.click(lx, ly);
  const link = await waitAttr(desk, "data-link", (v) => v && v.includes(`mode=${mode}`), 5000);
  if (!link) {
    fail(`${game}: Copy link wrote no link`);
    continue;
  }
  const fresh = await browser.newContext(VIEW);
  const other = await fresh.newPage();
  watch(other, errors);
  await other.goto(link);
  await waitAttr(other, "data-ready", (v) => v, 120000);
  const same = await waitAttr(other, "data-position", (v) => v === here, 30000);
  console.log(`${game}: link ${link.replace(server.base, "/")} → ${same ? "same position" : await attr(other, "data-position")}`);
  if (!same) fail(`${game}: the link did not open the same position (${here})`);
  await fresh.close();
}

// 깨진 저장 글.
await page.evaluate(() => localStorage.setItem("ai-arcade.save", "\u0000{garbage"));
await page.goto(`${server.base}?lang=en`);
const ready = await waitAttr(page, "data-ready", (v) => v, 120000);
const notice = await waitAttr(page, "data-save-notice", (v) => v, 10000);
console.log(`corrupt storage: ${ready ? "started" : "no first frame"}; notice: ${notice}`);
if (!ready) fail("corrupt storage: the app did not start");
if (!notice) fail("corrupt storage: no notice");
const rewritten = await page.evaluate(() => localStorage.getItem("ai-arcade.save"));
if (!rewritten?.startsWith("ai-arcade save 1")) fail(`corrupt storage was not replaced: ${rewritten}`);
await page.screenshot({ path: path.join(OUT, "corrupt-storage.png") });

for (const e of errors) fail(`console: ${e}`);
await browser.close();
await server.close();
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("reload: ok");
