// 대국 기록의 클립보드 시험 (웹): 체스 탭에서 "PGN 붙여넣기"가 브라우저 클립보드의 PGN으로 판을
// 바꾸고, "PGN 복사"가 지금 대국을 PGN으로 클립보드에 쓰는가. 붙여 넣은 수들이 복사한 글에 그대로
// 있으면 (앱의 태그와 함께) 둘 다 된 것이다.
//
// 단추는 egui가 캔버스에 그리므로, 앱이 페이지에 적는 단추의 가운데(`data-record-paste`,
// `data-record-copy`: CSS 픽셀 "x y")를 누른다. 수순이 생기면 단추가 내려가므로 누를 때마다 다시 읽는다.
//
//   node tests/web/records.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-records");
fs.mkdirSync(OUT, { recursive: true });

const server = await serve(DIST);
const browser = await launch();
let ok = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.base });
  const page = await context.newPage();
  await page.goto(server.base + "?scene=transposition&mode=chess&lang=ko");
  await page.waitForSelector("body[data-scene]", { timeout: 240_000 });
  await page.waitForTimeout(2000);
  const pgn = '[Event "from another program"]\n\n1. e4 {a comment} e5 2. Nf3 Nc6 (2... d6) 3. Bb5 a6 *\n';
  await page.evaluate((t) => navigator.clipboard.writeText(t), pgn);
  const button = async (name) => {
    const at = await page.getAttribute("body", name);
    if (!at) throw new Error(`the page does not say where ${name} is`);
    const [x, y] = at.split(" ").map(Number);
    return [x, y];
  };
  await page.mouse.click(...(await button("data-record-paste")));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: path.join(OUT, "web-chess-pasted.png") });
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await page.mouse.click(...(await button("data-record-copy")));
  await page.waitForTimeout(1500);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  console.log("copied:\n" + copied);
  if (!copied.includes("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *")) throw new Error("the copied PGN lacks the pasted moves");
  if (!copied.includes('[White "Player"]') || !copied.includes('[Black "AI Arcade"]')) throw new Error("the copied PGN lacks the app's tags");
  ok = true;
  console.log("web records test passed");
} catch (e) {
  console.log(`web records test FAILED: ${e.message}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(ok ? 0 : 1);
