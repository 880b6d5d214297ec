// 잘리는 글이 없는가: 가장 작은 휴대폰 화면(320×568, 터치)에서 모든 장면의 모든 모드를 두
// 언어로 연다. 앱은 지난 프레임에 그린 글 가운데 창이나 자기 칸을 넘은 것을 세어 `data-clipped`에
// 적는다 (판 위의 글: 창 밖으로 나간 줄; egui 패널: 줄이 패널 폭을 넘은 가로 줄 — src/hud/label.rs,
// src/hud/panel/sheet.rs). 하나라도 있으면 실패다. 화면마다 스크린숏을 남긴다.
//
//   node tests/web/text.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, waitAttr, watchConsole } from "./page.mjs";
import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-text");
fs.mkdirSync(OUT, { recursive: true });

// 장면마다의 모드 (src/registry.rs의 MODES와 같은 차례).
const MODES = {
  transposition: ["explain", "gomoku", "chess", "tree"],
  retrograde: ["explain", "play", "grundy", "endgames"],
  nim: ["explain", "play"],
  mcts: ["explain", "hex", "havannah"],
};

const { failures, fail } = failureLog();
const server = await serve(DIST);
const browser = await launch();
const context = await browser.newContext({
  viewport: { width: 320, height: 568 },
  hasTouch: true,
  isMobile: true,
});
const page = await context.newPage();
const errors = watchConsole(page);

let checked = 0;
for (const lang of ["ko", "en"]) {
  for (const [scene, modes] of Object.entries(MODES)) {
    for (const mode of modes) {
      const name = `${lang} ${scene}/${mode}`;
      await page.goto(`${server.base}?scene=${scene}&mode=${mode}&lang=${lang}`);
      if (!(await waitAttr(page, "data-ready", (v) => v, 120000))) {
        fail(`${name}: no first frame`);
        continue;
      }
      await waitAttr(page, "data-scene", (v) => v === scene, 20000);
      // 글이 자리 잡을 때까지 (설명의 첫 걸음, 글꼴, 시트).
      await page.waitForTimeout(1500);
      const clipped = await waitAttr(page, "data-clipped", (v) => v !== null, 10000);
      checked += 1;
      if (clipped === null) {
        fail(`${name}: the page never reported clipped text`);
      } else if (clipped !== "0") {
        await page.screenshot({ path: path.join(OUT, `${lang}-${scene}-${mode}.png`) });
        fail(`${name}: clipped text: ${await attr(page, "data-clipped-what")} (${clipped})`);
      }
    }
  }
}
await page.screenshot({ path: path.join(OUT, "last.png") });
for (const e of errors) fail(`console: ${e}`);
await browser.close();
server.close();
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log(`text: nothing clipped in ${checked} screens (320x568, ko and en)`);
