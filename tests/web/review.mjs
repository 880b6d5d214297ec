// 돌아보기의 브라우저 시험 (360×640 휴대폰, 터치): 헥스 5×5에서 사람이 두 수를 손가락으로 두고 (AI가
// 작업자에서 답한다), 패널의 "돌아보기"를 누르면 작업자가 대국 전체를 판정해 모든 수에 표시가 붙고, 표시된
// 수를 누르면 판이 그 국면으로 가고 (AI는 기다린다) 잘못 둔 수면 더 나은 수가 나온다. 수 목록은 아래
// 시트에 있어 시트를 먼저 올린다. 사람이 잘못 둔 수가 있으면 연습에서 한 수를 두어 판정을 받고, 페이지를
// 다시 불러도 돌아보기와 연습의 진행이 남는지 본다. 앱이 페이지에 적는 수 목록의 모습(`data-review`,
// `data-marks`, `data-list`, `data-better`, `data-practise`, `data-practice`)을 읽는다.
//
//   node tests/web/review.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, pts, waitAttr, watchConsole } from "./page.mjs";
import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-review");
fs.mkdirSync(OUT, { recursive: true });
const { failures, fail } = failureLog();
const server = await serve(DIST);
const browser = await launch();

/** data-list: [보는 자리, 수의 수, 표시된 수, 돌아보는 중]. */
const list = async (page) => ((await attr(page, "data-list")) ?? "0 0 0 0").split(" ").map(Number);

try {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server.base}?scene=mcts&mode=hex&board=5&first=you&lang=en&sw=off`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  // 두 수를 손가락으로: 사람의 수마다 AI가 답할 때까지 기다린다.
  for (const want of [2, 4]) {
    const [x, y] = pts(await attr(page, "data-taps"))[0] ?? [];
    if (x === undefined) {
      fail(`no tap point before move ${want - 1}`);
      break;
    }
    await page.touchscreen.tap(x, y);
    if (!(await waitAttr(page, "data-moves", (v) => Number(v) >= want, 30000))) fail(`the AI did not answer move ${want - 1}`);
  }
  // 수 목록은 아래 시트에 있다: 시트를 끝까지 올린다 (탭 막대 오른쪽 끝의 단추, 44 px).
  const tabY = pts(await attr(page, "data-tabs"))[0]?.[1];
  for (let i = 0; i < 2 && tabY !== undefined && (await attr(page, "data-sheet")) !== "full"; i++) {
    const before = await attr(page, "data-sheet");
    await page.touchscreen.tap(360 - 8 - 22, tabY);
    await waitAttr(page, "data-sheet", (v) => v !== before, 5000);
  }
  if ((await attr(page, "data-sheet")) !== "full") fail(`the sheet did not rise (${await attr(page, "data-sheet")})`);
  // 시트가 멈출 때까지: 단추의 자리가 1초 동안 그대로일 때.
  let review = null;
  for (let last = null, t0 = Date.now(); Date.now() - t0 < 10000; ) {
    await page.waitForTimeout(1000);
    review = await attr(page, "data-review");
    if (review && review === last) break;
    last = review;
  }
  if (!review) fail("the page does not say where the Review button is");
  else {
    const [x, y] = review.split(" ").map(Number);
    if (y > 640 || y < 0) fail(`the Review button is off the screen at ${x},${y}`);
    const t0 = Date.now();
    await page.touchscreen.tap(x, y);
    const started = await waitAttr(page, "data-list", (v) => v && (v.split(" ")[3] === "1" || v.split(" ")[2] === "4"), 5000);
    if (!started) fail(`tapping Review at ${x},${y} did not start the review (data-list ${await attr(page, "data-list")})`);
    const done = await waitAttr(page, "data-list", (v) => v && v.split(" ")[2] === "4" && v.split(" ")[3] === "0", 60000);
    console.log(`review of 4 moves: ${((Date.now() - t0) / 1000).toFixed(1)} s (${await attr(page, "data-think")})`);
    if (!done) fail(`the review did not mark the 4 moves (data-list ${await attr(page, "data-list")})`);
    const marks = ((await attr(page, "data-marks")) ?? "").split(";").filter(Boolean).map((m) => {
      const [ply, verdict, at] = m.split(":");
      return { ply: Number(ply), verdict, at: at.split(",").map(Number) };
    });
    console.log(`marks: ${marks.map((m) => `${m.ply}:${m.verdict}`).join(" ")}`);
    if (marks.length !== 4) fail(`${marks.length} marks drawn for 4 reviewed moves`);
    // 잘못 둔 수가 있으면 그것을, 없으면 첫 수를 누른다.
    const wrong = marks.find((m) => ["inaccuracy", "mistake", "blunder"].includes(m.verdict));
    const target = wrong ?? marks[0];
    if (target) {
      await page.touchscreen.tap(...target.at);
      const seen = await waitAttr(page, "data-list", (v) => v && Number(v.split(" ")[0]) === target.ply, 5000);
      if (!seen) fail(`tapping move ${target.ply} did not show it (data-list ${await attr(page, "data-list")})`);
      if ((await attr(page, "data-moves")) !== String(target.ply)) fail(`the board shows ${await attr(page, "data-moves")} moves, not ${target.ply}`);
      const better = await attr(page, "data-better");
      console.log(`move ${target.ply} (${target.verdict}): better move "${better}"`);
      if (wrong && !better) fail(`the ${wrong.verdict} at move ${wrong.ply} shows no better move`);
      await page.waitForTimeout(1500);
      if ((await attr(page, "data-ai-pending")) && target.ply % 2 === 1) fail("the AI thinks while the player looks back");
      await page.screenshot({ path: path.join(OUT, "review-hex-360x640.png") });
    }
    // 연습: 사람이 잘못 둔 수가 있으면 "연습"을 누르고 빈 칸 하나를 두어 본다 — 작업자가 그 수 하나를
    // 판정하고 (통과든 아니든) 대국의 수는 그대로다.
    const practise = await attr(page, "data-practise");
    const mine = marks.find((m) => m.ply % 2 === 1 && ["inaccuracy", "mistake", "blunder"].includes(m.verdict));
    if (mine && !practise) fail(`the player's ${mine.verdict} at move ${mine.ply} offers no practice`);
    if (mine && practise) {
      await page.touchscreen.tap(...practise.split(" ").map(Number));
      const on = await waitAttr(page, "data-practice", (v) => v && v.split(" ")[3] === "1", 5000);
      if (!on) fail(`tapping Practise did not start it (data-practice ${await attr(page, "data-practice")})`);
      const [x, y] = pts(await attr(page, "data-taps"))[0] ?? [];
      if (x === undefined) fail("no empty cell to try in the practice position");
      else {
        await page.touchscreen.tap(x, y);
        const judged = await waitAttr(page, "data-practice", (v) => v && v.split(" ")[4] !== "-", 30000);
        console.log(`practice try: ${await attr(page, "data-practice")}`);
        if (!judged) fail(`the practice try was not judged (data-practice ${await attr(page, "data-practice")})`);
        if ((await list(page))[1] !== 4) fail(`a practice try changed the game (data-list ${await attr(page, "data-list")})`);
        await page.screenshot({ path: path.join(OUT, "practice-hex-360x640.png") });
      }
    }
    // 다시 불러오기: 돌아보기(와 연습의 진행)는 대국과 함께 저장되어 다시 돌리지 않아도 표시가 있다.
    await page.waitForTimeout(1500);
    await page.reload();
    await page.waitForSelector("body[data-ready]", { timeout: 120000 });
    const kept = await waitAttr(page, "data-list", (v) => v && v.split(" ")[2] === "4", 15000);
    if (!kept) fail(`the review did not survive a reload (data-list ${await attr(page, "data-list")})`);
    if (mine && !(await attr(page, "data-practice"))) fail("the practice progress did not survive a reload");
  }
  for (const e of errors) fail(`console: ${e}`);
} catch (e) {
  fail(`error: ${e.message}`);
} finally {
  await browser.close();
  await server.close();
}
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("review: ok");
