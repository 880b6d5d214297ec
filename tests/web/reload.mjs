// 아무것도 잃지 않기: 새로 고쳐도, 공유 링크로 열어도 같은 국면.
//
// 360×640 터치 화면에서 게임마다 (오목, 체스, 와이토프, 님, 헥스, 하바나)
//   1. 주소로 그 게임을 열고, 앱이 알려 준 점(data-taps)을 손가락으로 눌러 수 하나를 두고, AI가 답해
//      다시 사람 차례가 될 때까지 기다린다;
//   2. 새로 고친다: 같은 장면과 모드가 열리고, 국면(data-position: 그 대국의 저장 값)이 같아야 한다;
//   3. 넓은 화면(1280×1000)에서 같은 게임을 두고 "링크 복사"를 눌러 (data-link-copy) 앱이 쓴
//      링크(data-link)를 저장된 것이 없는 새 브라우저 문맥에서 연다: 같은 국면이어야 한다.
// 두 탭이 번갈아 써도 서로의 대국을 지우지 않고, 새로 고치면 탭마다 제 장면으로 돌아온다.
// 그다음 localStorage에 깨진 글을 넣고 새로 고친다: 앱이 뜨고 (패닉 없이) 한 줄 알림(data-save-notice)이
// 보여야 한다. 콘솔의 패닉이나 오류는 실패다.
//
//   node tests/web/reload.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, pts, waitAttr as waitAttrFor } from "./page.mjs";
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

const { failures, fail } = failureLog();
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

/** 이 시험은 더 오래 기다린다 (새로 고침과 두 탭). */
const waitAttr = (page, name, pred, ms = 30000) => waitAttrFor(page, name, pred, ms);

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
// `ONLY=chess`처럼 게임 하나만 (손으로 고칠 때).
const games = GAMES.filter(([g]) => !process.env.ONLY || g === process.env.ONLY);

/** 게임을 열고 사람의 수 하나를 두고, AI가 답해 국면이 멈출 때까지. 그 국면 (실패면 null). */
async function openAndPlay(p, game, scene, mode, tap) {
  await p.goto(`${server.base}?lang=en&scene=${scene}&mode=${mode}`);
  if (!(await waitAttr(p, "data-ready", (v) => v, 120000))) return fail(`${game}: no first frame`), null;
  if (!(await humansTurn(p, game))) return fail(`${game}: never the player's turn`), null;
  const before = await attr(p, "data-position");
  const taps = await attr(p, "data-taps");
  for (const [x, y] of pts(taps)) {
    await tap(x, y);
    await p.waitForTimeout(300);
  }
  if (!(await waitAttr(p, "data-position", (v) => v && v !== before, 10000))) {
    await p.screenshot({ path: path.join(OUT, `${game}-no-move.png`) });
    return fail(`${game}: the taps ${taps} played nothing (${await attr(p, "data-position")})`), null;
  }
  // AI가 답하고 다시 사람 차례가 되게 (끝났으면 그대로).
  await humansTurn(p, game, 30000);
  return steadyPosition(p);
}

// 한 번에 앱 페이지 하나만 돌게 (소프트웨어 렌더러가 두 코어를 나눠 쓰지 않게) 두 차례로 나눈다.
// 1–2. 휴대폰에서 두고 새로 고친다.
const context = await browser.newContext(VIEW);
const page = await context.newPage();
watch(page, errors);
for (const [game, scene, mode] of games) {
  const played = await openAndPlay(page, game, scene, mode, (x, y) => page.touchscreen.tap(x, y));
  if (!played) continue;
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

await context.close();

// 4. 두 탭 (공유 링크를 새 탭에 연 것처럼): 님을 두는 탭과 헥스를 두는 탭이 번갈아 써도 어느 대국도
//    사라지지 않고, 새로 고치면 탭마다 제 장면으로 돌아온다 (저장 글은 쓸 때 다시 읽어 바꾼 항목만 얹고,
//    탭의 자리는 sessionStorage에).
if (!process.env.ONLY) {
  const tabs = await browser.newContext(VIEW);
  const a = await tabs.newPage();
  const b = await tabs.newPage();
  watch(a, errors);
  watch(b, errors);
  const tapOn = (p) => (x, y) => p.touchscreen.tap(x, y);
  const nim1 = await openAndPlay(a, "nim", "nim", "play", tapOn(a));
  const hex = await openAndPlay(b, "hex", "mcts", "hex", tapOn(b));
  // 님 탭이 한 수 더 둔다: 그 쓰기가 헥스 탭의 대국을 지우면 안 된다.
  await a.bringToFront();
  let nim2 = null;
  if (nim1 && (await humansTurn(a, "nim"))) {
    const taps = await attr(a, "data-taps");
    for (const [x, y] of pts(taps)) {
      await a.touchscreen.tap(x, y);
      await a.waitForTimeout(300);
    }
    await waitAttr(a, "data-position", (v) => v && v !== nim1, 10000);
    await humansTurn(a, "nim", 30000);
    nim2 = await steadyPosition(a);
  }
  const stored = await a.evaluate(() => localStorage.getItem("ai-arcade.save") ?? "");
  const has = (game, pos) => stored.split("\n").includes(`game.${game}=${pos}`);
  console.log(`two tabs: nim ${nim1} → ${nim2}, hex ${hex}; stored has both: ${has("nim", nim2) && has("hex", hex)}`);
  if (!nim2 || nim2 === nim1) fail(`two tabs: the second nim move was not played (${nim1} → ${nim2})`);
  if (!has("hex", hex)) fail(`two tabs: the nim tab's write lost the hex game\n${stored}`);
  if (!has("nim", nim2)) fail(`two tabs: the nim game is not stored\n${stored}`);
  // 새로 고치면 탭마다 제 장면과 대국.
  for (const [p, game, pos] of [[b, "hex", hex], [a, "nim", nim2]]) {
    await p.bringToFront();
    await p.reload();
    await waitAttr(p, "data-ready", (v) => v, 120000);
    const back = await waitAttr(p, "data-position", (v) => v === pos, 30000);
    const shown = await attr(p, "data-game");
    console.log(`two tabs: the ${game} tab reloads into ${shown} ${back ? "(same position)" : await attr(p, "data-position")}`);
    if (!back || shown !== game) fail(`two tabs: the ${game} tab did not come back to its game (${shown})`);
  }
  await tabs.close();
}

// 3. 넓은 화면(패널이 판 옆에 길게 있어 "링크 복사" 단추가 보인다)에서 두고 "링크 복사" → 저장 없는 새
//    문맥에서 그 링크를 연다.
const DESK = { viewport: { width: 1280, height: 1000 } };
const deskContext = await browser.newContext(DESK);
const desk = await deskContext.newPage();
watch(desk, errors);
// 사람의 마우스처럼 누르기 전에 그 자리로 옮겨 둔다: 커서를 한 번도 본 적 없는 페이지에 합성한 첫
// 누름은 (느린 기계에서) 가끔 자리 없이 와서 판에 닿지 않는다.
const click = async (x, y) => {
  await desk.mouse.move(x, y, { steps: 4 });
  await desk.waitForTimeout(150);
  await desk.mouse.click(x, y);
};
for (const [game, scene, mode] of games) {
  const here = await openAndPlay(desk, game, scene, mode, click);
  if (!here) continue;
  const spot = await waitAttr(desk, "data-link-copy", (v) => v, 10000);
  const [lx, ly] = (spot ?? "").split(" ").map(Number);
  if (!spot || !(ly > 0 && ly < DESK.viewport.height)) {
    fail(`${game}: no visible Copy link button (${spot})`);
    continue;
  }
  await click(lx, ly);
  const link = await waitAttr(desk, "data-link", (v) => v && v.includes(`mode=${mode}`), 5000);
  if (!link) {
    fail(`${game}: Copy link wrote no link`);
    continue;
  }
  // 저장 없는 새 기기: 넓은 페이지는 빈 메뉴로 돌려 두어 쉬게 한다.
  await desk.goto("about:blank");
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

for (const e of errors) fail(`console: ${e}`);
await browser.close();
await server.close();
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("reload: ok");
