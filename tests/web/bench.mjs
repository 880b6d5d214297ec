// 브라우저 안의 MCTS 벤치마크: `?bench=mcts`로 열어 앱 대신 `gameai bench`의 MCTS 줄을 돌린다
// (스레드 하나). 네이티브 `gameai bench`의 같은 줄과 견주어 wasm이 얼마나 느린지 본다.
//
//   node tests/web/bench.mjs [DIST_DIR]

import { launch, serve } from "./serve.mjs";

const server = await serve(process.argv[2] ?? "dist");
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.base + "?bench=mcts", { waitUntil: "load" });
  await page.waitForSelector("body[data-bench]", { timeout: 300_000 });
  console.log(await page.getAttribute("body", "data-bench"));
} finally {
  await browser.close();
  server.close();
}
