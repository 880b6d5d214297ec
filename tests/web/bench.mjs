// 브라우저 안의 MCTS 벤치마크: `?bench=mcts`로 열어 앱 대신 `gameai bench`의 MCTS 줄을 돌린다
// (스레드 하나). 네이티브 `gameai bench`의 같은 줄과 견주어 wasm이 얼마나 느린지 본다.
// `workers`를 주면 `?bench=workers`: 같은 줄에 더해, 같은 헥스·하바나 탐색을 작업자(Web Worker)
// 1명, 2명, N명에게 맡긴 줄 (보내고 답이 모두 올 때까지의 벽시계 시간으로).
//
//   node tests/web/bench.mjs [DIST_DIR] [mcts|workers]

import { launch, serve } from "./serve.mjs";

const server = await serve(process.argv[2] ?? "dist");
const browser = await launch();
try {
  const page = await browser.newPage();
  const kind = process.argv[3] ?? "mcts";
  await page.goto(server.base + `?bench=${kind}`, { waitUntil: "load" });
  await page.waitForSelector("body[data-bench]", { timeout: 300_000 });
  const text = await page.getAttribute("body", "data-bench");
  console.log(text);
  if (/error/.test(text)) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
