// 웹 빌드 연기 시험 (browser smoke test).
//
// dist/를 localhost에서 내보내고, 헤드리스 Chromium(WebGL2는 SwiftShader)으로 휴대폰 크기
// 화면(360×640, 터치)에서 연다. 메뉴에서 님 카드를 손가락으로 눌러 들어가고, 대국 모드에서 돌을
// 눌러 가져간 뒤, 픽셀로 판이 제자리에 그려졌는지, 돌이 줄었는지, AI가 응수했는지 확인한다.
// 후퇴 해석·MCTS·전치표 장면도 주소로 열어 저마다 보여야 할 것이 그려지는지 본다. 콘솔에 패닉이나 오류가 하나라도 나오면
// 실패다. 스크린숏은 출력 폴더에 남긴다.
//
//   node tests/web/smoke.mjs [DIST_DIR] [OUT_DIR]
//
// 위치는 좌표를 외워 두지 않는다: 카드, 탭, 판 사각형의 자리는 앱이 페이지에 적어 둔 것(data-)을 읽고,
// 그려진 것은 스크린숏의 색으로 본다 (금색 카드 제목, 금색 탭, 돌 색).

import { PNG } from "pngjs";
import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-smoke");
const VIEW = { width: 360, height: 640 };
// 장치 픽셀 비율을 흉내 내면(deviceScaleFactor 2) Chromium의 ResizeObserver가 캔버스의 물리 크기를
// CSS 크기 그대로 알려 주어 Bevy가 화면의 절반 크기로 그린다 (bevyengine/bevy#25306, #11231: 실제
// 기기에서는 생기지 않는 에뮬레이션의 문제). 그래서 휴대폰 화면은 비율 1로 흉내 내고, 진짜 고해상도
// (--force-device-scale-factor=2)는 따로 확인한다.
const DPR = 1;

// 팔레트 (src/theme/palette.rs와 같은 값, sRGB 8비트).
const STONE = [207, 193, 168];
const STONE_HOT = [250, 158, 51];
const GOLD = [242, 193, 78];

fs.mkdirSync(OUT, { recursive: true });
const log = [];
const say = (...a) => {
  const line = a.join(" ");
  log.push(line);
  console.log(line);
};

const server = await serve(DIST);
const BASE = server.base;

// ── 픽셀 도구 ─────────────────────────────────────────────
function decode(buf) {
  return PNG.sync.read(buf);
}
function near(png, i, rgb, tol) {
  const d = png.data;
  return (
    Math.abs(d[i] - rgb[0]) <= tol && Math.abs(d[i + 1] - rgb[1]) <= tol && Math.abs(d[i + 2] - rgb[2]) <= tol
  );
}
function near3(c, rgb, tol) {
  return Math.abs(c[0] - rgb[0]) <= tol && Math.abs(c[1] - rgb[1]) <= tol && Math.abs(c[2] - rgb[2]) <= tol;
}
/** CSS 픽셀 사각형 안에서 `pred(r, g, b)`가 참인 픽셀 수. */
function count(png, pred, box) {
  const d = png.data;
  let n = 0;
  for (let y = Math.floor(box.y0 * DPR); y < Math.min(png.height, box.y1 * DPR); y++) {
    for (let x = Math.floor(box.x0 * DPR); x < Math.min(png.width, box.x1 * DPR); x++) {
      const i = (y * png.width + x) * 4;
      if (pred(d[i], d[i + 1], d[i + 2])) n++;
    }
  }
  return n;
}
/** CSS 픽셀 사각형 안에서 색이 `rgb`에 가까운 픽셀 수와 그 경계 상자(CSS 픽셀). */
function find(png, rgb, tol, box = { x0: 0, y0: 0, x1: VIEW.width, y1: VIEW.height }) {
  let n = 0;
  let bb = null;
  for (let y = Math.floor(box.y0 * DPR); y < Math.min(png.height, box.y1 * DPR); y++) {
    for (let x = Math.floor(box.x0 * DPR); x < Math.min(png.width, box.x1 * DPR); x++) {
      if (!near(png, (y * png.width + x) * 4, rgb, tol)) continue;
      n++;
      const [cx, cy] = [x / DPR, y / DPR];
      bb = bb
        ? { x0: Math.min(bb.x0, cx), y0: Math.min(bb.y0, cy), x1: Math.max(bb.x1, cx), y1: Math.max(bb.y1, cy) }
        : { x0: cx, y0: cy, x1: cx, y1: cy };
    }
  }
  return { n, bb };
}
const stones = (png, box) => find(png, STONE, 14, box).n + find(png, STONE_HOT, 14, box).n;
/** 위에서부터 훑어 색이 `rgb`에 가까운 첫 픽셀 (CSS 픽셀). */
function first(png, rgb, tol, box) {
  for (let y = Math.floor(box.y0 * DPR); y < Math.min(png.height, box.y1 * DPR); y++) {
    for (let x = Math.floor(box.x0 * DPR); x < Math.min(png.width, box.x1 * DPR); x++) {
      if (near(png, (y * png.width + x) * 4, rgb, tol)) return { x: x / DPR, y: y / DPR };
    }
  }
  return null;
}

/** 앱이 적어 둔 판 사각형과 패널 (CSS 픽셀 상자). */
async function layoutBoxes(page) {
  const box = async (name) => {
    const [x, y, w, h] = (await page.getAttribute("body", name)).split(" ").map(Number);
    return { x0: x, y0: y, x1: x + w, y1: y + h };
  };
  return { board: await box("data-layout-board"), panel: await box("data-layout-panel") };
}

async function shot(page, name) {
  const buf = await page.screenshot({ path: path.join(OUT, name) });
  say(`screenshot ${path.join(OUT, name)}`);
  return decode(buf);
}

function fail(msg) {
  throw new Error(msg);
}

// ── 시험 ──────────────────────────────────────────────────
const browser = await launch();
const problems = [];
let ok = false;
try {
  const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: DPR, hasTouch: true, isMobile: true });
  // 프레임 간격을 잰다 (가장 긴 프레임을 보고한다).
  await context.addInitScript(() => {
    // 프레임 간격과, 그 프레임에 AI가 생각 중이었는지 (앱이 body에 적는 data-thinking).
    window.__frames = [];
    window.__thinking = [];
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      if (document.body && document.body.dataset.thinking === "1") window.__thinking.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const page = await context.newPage();
  page.on("console", (m) => {
    const text = m.text();
    fs.appendFileSync(path.join(OUT, "console.log"), `[${m.type()}] ${text}\n`);
    if (m.type() === "error" || /panicked|RuntimeError|unreachable/.test(text)) problems.push(text);
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  fs.writeFileSync(path.join(OUT, "console.log"), "");

  // 받는 동안의 소개: wasm을 붙잡아 두고 (느린 망처럼), 페이지만으로 방문자의 언어로 된 네 기법의
  // 소개와 막대가 보이는지. 한국어는 주소로, 영어는 브라우저 언어(en-US)로 고른다.
  for (const [query, want, not] of [
    ["?lang=ko", "후퇴 해석", "Retrograde"],
    ["", "Retrograde", "후퇴 해석"],
  ]) {
    const intro = await browser.newContext({ viewport: VIEW, locale: "en-US" });
    const p = await intro.newPage();
    let release;
    const held = new Promise((r) => (release = r));
    await p.route(/\.wasm$/, async (route) => {
      await held;
      await route.abort();
    });
    await p.goto(BASE + query, { waitUntil: "domcontentloaded" });
    const seen = await p.evaluate(() => {
      const box = document.getElementById("loading-intro");
      const bar = document.querySelector("#loading .track");
      return {
        text: box ? box.innerText : "",
        items: box ? box.querySelectorAll("li").length : 0,
        bar: bar ? bar.getBoundingClientRect().width : 0,
        bottom: box ? box.getBoundingClientRect().bottom : 0,
      };
    });
    // 스크린숏은 남기기만 한다: wasm을 붙잡아 둔 페이지에서는 크롬이 가끔 찍지 못한다 (그것은 앱의 실패가 아니다).
    await p
      .screenshot({ path: path.join(OUT, `web-intro${query ? "-ko" : "-en"}-360.png`), timeout: 10000 })
      .catch((e) => say(`intro screenshot skipped: ${String(e).split("\n")[0]}`));
    release();
    await intro.close();
    say(`intro ${query || "(browser language)"}: ${seen.items} cards, bar ${seen.bar} px`);
    if (seen.items !== 4 || !seen.text.includes(want) || seen.text.includes(not) || seen.bar < 100) {
      fail(`the loading page does not introduce the four scenes in the visitor's language (${query}): ${JSON.stringify(seen)}`);
    }
  }

  const t0 = Date.now();
  await page.goto(BASE + "?lang=en", { waitUntil: "load" });
  await page.waitForSelector("body[data-ready]", { timeout: 240_000 });
  const ready = Number(await page.getAttribute("body", "data-ready"));
  say(`first frame after ${ready.toFixed(0)} ms (performance.now), ${Date.now() - t0} ms wall`);
  if ((await page.$("#loading")) !== null) fail("the loading indicator is still there after the first frame");
  await page.waitForTimeout(1500);
  const menu = await shot(page, "web-menu-360.png");

  // 님 카드: 앱이 페이지에 적어 둔 카드 자리 (egui는 DOM을 만들지 않는다). 화면에 보이는 부분의
  // 가운데를 누르고, 그 자리에 정말 카드의 금색 제목이 그려져 있는지 픽셀로도 본다.
  const cards = Object.fromEntries(
    (await page.getAttribute("body", "data-cards")).split(";").map((e) => {
      const [name, rect] = e.split(":");
      const [x, y, w, h] = rect.split(",").map(Number);
      return [name, { x, y, w, h }];
    }),
  );
  const nim = cards.nim;
  if (!nim) fail("the menu has no Nim card");
  const visibleBottom = Math.min(nim.y + nim.h, VIEW.height);
  if (visibleBottom - nim.y < 30) fail("the Nim card is off screen");
  const title = find(menu, GOLD, 30, { x0: nim.x, y0: nim.y, x1: nim.x + nim.w, y1: visibleBottom });
  if (title.n < 30) fail("the Nim card's gold title is not drawn where the card is");
  const cx = nim.x + nim.w / 2;
  const cy = (nim.y + visibleBottom) / 2;
  say(`tapping the Nim card at (${cx.toFixed(0)}, ${cy.toFixed(0)})`);
  await page.touchscreen.tap(cx, cy);
  await page.waitForSelector('body[data-scene="nim"]', { timeout: 30_000 });
  await page.waitForTimeout(2500);
  const explain = await shot(page, "web-nim-explain-360.png");

  // 판 사각형과 패널(아래 시트)의 자리는 앱이 적어 둔다 (data-layout-board, data-layout-panel).
  // 돌은 판 사각형에만 있어야 한다.
  let { board, panel } = await layoutBoxes(page);
  const onBoard = stones(explain, board);
  const onPanel = stones(explain, panel);
  say(`stone pixels: board ${onBoard}, panel ${onPanel}`);
  if (onBoard < 2000) fail(`the heaps are not drawn on the board (${onBoard} stone pixels)`);
  if (onPanel > 50) fail(`stones drawn over the panel (${onPanel} pixels)`);
  const heaps = find(explain, STONE, 14, board).bb;
  if (heaps.x1 > VIEW.width * 0.7) fail("stones spill into the binary table");

  // 대국 모드: 모드 탭 막대의 두 번째 (앱이 적어 둔 data-tabs). 골라진 탭(첫째)이 어두운 금색(SELECTED)으로
  // 그려져 있는지 픽셀로도 본다.
  const tabs = (await page.getAttribute("body", "data-tabs")).split(";").map((p) => p.split(",").map(Number));
  if (tabs.length !== 2) fail(`expected 2 mode tabs, saw ${tabs.length}`);
  const tab = find(explain, [105, 89, 56], 24, { x0: 0, y0: tabs[0][1] - 22, x1: VIEW.width, y1: tabs[0][1] + 22 });
  if (!tab.bb) fail("the selected mode tab is not drawn where the app says");
  await page.touchscreen.tap(tabs[1][0], tabs[1][1]);
  await page.waitForTimeout(2500);
  const play = await shot(page, "web-nim-play-360.png");
  const before = stones(play, board);

  // 가장 위의 돌을 누른다: 그 돌(과 위의 돌)이 날아간다.
  const top = first(play, STONE, 10, board);
  if (!top) fail("no stone to tap");
  const tx = top.x;
  const ty = top.y + 10;
  say(`tapping the top stone at (${tx.toFixed(0)}, ${ty.toFixed(0)})`);
  await page.touchscreen.tap(tx, ty);
  await page.waitForTimeout(1800);
  const taken = await shot(page, "web-nim-taken-360.png");
  const after = stones(taken, board);
  say(`stone pixels before ${before}, after the tap ${after}`);
  if (!(after < before - 300)) fail("tapping a stone did not take it");

  // AI의 응수: 몇 초 안에 돌이 더 줄어든다.
  await page.waitForTimeout(5000);
  const replied = await shot(page, "web-nim-ai-replied-360.png");
  const afterAi = stones(replied, board);
  say(`stone pixels after the AI's reply ${afterAi}`);
  if (!(afterAi < after - 300)) fail("the AI did not answer");

  // 주소로 바로 열기.
  await page.goto(BASE + "?scene=nim&lang=ko", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="nim"]', { timeout: 240_000 });
  await page.waitForTimeout(2500);
  await shot(page, "web-nim-direct-ko-360.png");

  // 후퇴 해석: 주소로 열면 풀이가 저절로 칠해진다 (금색과 초록 칸이 판 위에).
  await page.goto(BASE + "?scene=retrograde&lang=en", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="retrograde"]', { timeout: 240_000 });
  await page.waitForTimeout(6000);
  ({ board, panel } = await layoutBoxes(page));
  const retro = await shot(page, "web-retrograde-360.png");
  const gold = find(retro, GOLD, 12, board).n;
  const green = find(retro, [46, 122, 77], 12, board).n;
  say(`retrograde: gold pixels ${gold}, green pixels ${green}`);
  if (gold < 200 || green < 2000) fail("the retrograde board is not being painted");

  // MCTS: AI가 먼저 두는 헥스. 생각하는 동안 판에 열 지도가 보이고, 프레임은 멈추지 않는다.
  await page.goto(BASE + "?scene=mcts&mode=hex&first=ai&lang=en", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="mcts"]', { timeout: 240_000 });
  await page.waitForSelector('body[data-thinking="1"]', { timeout: 30_000 });
  await page.waitForTimeout(700);
  ({ board, panel } = await layoutBoxes(page));
  const thinking = await shot(page, "web-mcts-hex-thinking-360.png");
  const heatPixels = find(thinking, GOLD, 60, board).n;
  say(`mcts: heat-map pixels while thinking ${heatPixels}`);
  if (heatPixels < 500) fail("no heat map on the Hex board while the AI thinks");
  await page.waitForSelector('body[data-thinking="0"]', { timeout: 30_000 });
  await page.waitForTimeout(500);
  const moved = await shot(page, "web-mcts-hex-moved-360.png");
  const red = find(moved, [239, 90, 90], 20, board).n;
  say(`mcts: AI stone pixels ${red}`);
  if (red < 100) fail("the AI did not place a stone");
  const thinkFrames = await page.evaluate(() => window.__thinking.slice());
  thinkFrames.sort((a, b) => a - b);
  if (thinkFrames.length) {
    const mid = thinkFrames[Math.floor(thinkFrames.length / 2)];
    say(`frames while the AI thinks: ${thinkFrames.length}, median ${mid.toFixed(1)} ms, longest ${thinkFrames[thinkFrames.length - 1].toFixed(1)} ms`);
  }

  // 전치표: 설명은 결과가 보이는 끝 모습으로 열린다 — 표의 칸 하나가 초록("찾음")으로 빛난다.
  await page.goto(BASE + "?scene=transposition&lang=en", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="transposition"]', { timeout: 240_000 });
  await page.waitForTimeout(1500);
  ({ board, panel } = await layoutBoxes(page));
  const tt = await shot(page, "web-transposition-explain-360.png");
  // 초록은 청록 쪽 (palette::GOOD): 초록이 빨강보다 훨씬, 파랑보다 조금 밝다.
  const greenish = count(tt, (r, g, b) => g > r + 50 && g > b + 8, board);
  say(`transposition: green "found" pixels ${greenish}`);
  if (greenish < 150) fail("the explainer does not open on its result (no lit table slot)");

  // 오목: AI가 먼저 둔다. 생각이 끝나면 나무 판 위에 검은 돌이 있다.
  await page.goto(BASE + "?scene=transposition&mode=gomoku&first=ai&lang=en", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="transposition"]', { timeout: 240_000 });
  await page.waitForTimeout(500);
  ({ board, panel } = await layoutBoxes(page));
  let black = 0;
  for (let tries = 0; tries < 20 && black < 60; tries++) {
    await page.waitForTimeout(1000);
    const gomoku = await shot(page, "web-transposition-gomoku-360.png");
    const wood = find(gomoku, [148, 115, 69], 12, board).bb;
    if (!wood) fail("the gomoku board is not drawn");
    black = count(gomoku, (r, g, b) => r < 40 && g < 40 && b < 40, wood);
  }
  say(`gomoku: black stone pixels on the board ${black}`);
  if (black < 60) fail("the gomoku AI did not place its first stone");

  // 체스: AI가 백으로 먼저 둔다. 판(밝은 칸, 어두운 칸)과 열쇠의 비트가 그려지고, AI가 두면
  // 마지막 수의 두 칸이 옅은 금색으로 남는다 (생각 중의 미리 보기는 더 진하고 깜박인다).
  await page.goto(BASE + "?scene=transposition&mode=chess&first=ai&lang=en", { waitUntil: "load" });
  await page.waitForSelector('body[data-scene="transposition"]', { timeout: 240_000 });
  await page.waitForTimeout(500);
  ({ board, panel } = await layoutBoxes(page));
  const LIGHT = [217, 204, 179];
  const LAST_LIGHT = [226, 200, 143];
  const LAST_DARK = [176, 143, 87];
  let lightPx = 0;
  let lastPx = [0, 0];
  for (let tries = 0; tries < 25 && Math.min(...lastPx) < 150; tries++) {
    await page.waitForTimeout(700);
    const chess = await shot(page, "web-transposition-chess-360.png");
    lightPx = count(chess, (r, g, b) => near3([r, g, b], LIGHT, 6), board);
    const last = count(
      chess,
      (r, g, b) => near3([r, g, b], LAST_LIGHT, 10) || near3([r, g, b], LAST_DARK, 10),
      board,
    );
    lastPx = [lastPx[1], last];
  }
  say(`chess: light-square pixels ${lightPx}, last-move pixels ${lastPx[1]}`);
  if (lightPx < 3000) fail("the chess board is not drawn");
  if (Math.min(...lastPx) < 150) fail("the chess AI did not make its first move");

  const frames = await page.evaluate(() => window.__frames.slice(30));
  frames.sort((a, b) => a - b);
  const pct = (p) => frames[Math.min(frames.length - 1, Math.floor(frames.length * p))] ?? 0;
  say(`frames: ${frames.length}, median ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, longest ${pct(1).toFixed(1)} ms (SwiftShader: rendering in software)`);

  if (problems.length) fail(`console errors:\n  ${problems.join("\n  ")}`);
  ok = true;
  say("web smoke test passed");
} catch (e) {
  say(`web smoke test FAILED: ${e.message}`);
} finally {
  fs.writeFileSync(path.join(OUT, "smoke.log"), log.join("\n") + "\n");
  await browser.close();
  server.close();
}
process.exit(ok ? 0 : 1);
