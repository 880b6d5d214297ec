// 탐색 나무의 브라우저 시험 (휴대폰 360×640, 터치): 전치표 장면에서 넷째 탭을 손가락으로 눌러 "나무"를
// 열면 끝난 탐색이 보이고 (`data-tree` = "보인 사건 수 모든 사건 수", 둘이 같다), 판을 누르면 처음부터
// 한 노드씩 앞으로 간다. 누를 곳은 앱이 페이지에 적는다 (`data-tabs`, `data-taps`). 화면 사진을 남긴다.
//
//   node tests/web/tree.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-tree");
fs.mkdirSync(OUT, { recursive: true });

const pts = (v) => (v ? v.split(";").filter(Boolean).map((p) => p.split(",").map(Number)) : []);
const tree = (v) => (v ? v.split(" ").map(Number) : null);

async function waitAttr(page, name, pred, ms = 30000) {
  const t0 = Date.now();
  for (;;) {
    const v = await page.getAttribute("body", name);
    if (pred(v)) return v;
    if (Date.now() - t0 > ms) return null;
    await page.waitForTimeout(100);
  }
}

const server = await serve(DIST);
const browser = await launch();
let ok = false;
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(server.base + "?scene=transposition&lang=en");
  await page.waitForSelector("body[data-scene]", { timeout: 240_000 });
  const tabs = pts(await waitAttr(page, "data-tabs", (v) => pts(v).length === 4));
  if (tabs.length !== 4) throw new Error(`expected 4 mode tabs, saw ${tabs.length}`);
  const [tx, ty] = tabs[3];
  if (tx < 0 || tx > 360 || ty < 0 || ty > 640) throw new Error(`the Tree tab is off screen at ${tx},${ty}`);
  await page.touchscreen.tap(tx, ty);
  const opened = tree(await waitAttr(page, "data-tree", (v) => !!v, 15000));
  if (!opened) throw new Error("tapping the Tree tab did not open the search tree");
  console.log(`opened: event ${opened[0]} of ${opened[1]}`);
  if (opened[0] !== opened[1] || opened[1] < 10) throw new Error("the search tree should open finished");
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, "web-tree-finished-360.png") });
  const [bx, by] = pts(await waitAttr(page, "data-taps", (v) => pts(v).length > 0))[0];
  let last = 0;
  for (let i = 0; i < 12; i++) {
    await page.touchscreen.tap(bx, by);
    const now = tree(await waitAttr(page, "data-tree", (v) => tree(v)?.[0] !== (i === 0 ? opened[0] : last), 5000));
    if (!now) throw new Error(`tap ${i + 1} on the board did not step the search`);
    if (i === 0 && now[0] > 5) throw new Error(`the first tap should start again from the root, at ${now[0]}`);
    if (i > 0 && now[0] <= last) throw new Error(`tap ${i + 1} went from ${last} to ${now[0]}`);
    last = now[0];
  }
  console.log(`after 12 taps: event ${last}`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, "web-tree-stepped-360.png") });
  ok = true;
  console.log("web search tree test passed");
} catch (e) {
  console.log(`web search tree test FAILED: ${e.message}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(ok ? 0 : 1);
