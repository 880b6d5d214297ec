// 브라우저 안의 끝내기 표 만들기: `?bench=tablebase&endgame=X`로 열어 (끝내기마다 새 페이지) 앱처럼 웹
// 작업자 하나에서 표를 만들고 (표 만들기 작업), 보내고 답이 올 때까지의 시간과 작업자의 wasm 메모리(줄지
// 않으므로 그 끝내기의 가장 큰 값)를 적는다. 휴대폰급으로 재려면 브라우저 전체를 CPU 할당량으로 묶는다
// (Chrome의 CPU 늦추기는 작업자에 닿지 않는다): `tools/cpu-quota.sh 25 node tests/web/tablebase.mjs dist`.
//
//   node tests/web/tablebase.mjs [DIST_DIR] [ENDGAME ...]

import { launch, serve } from "./serve.mjs";

const server = await serve(process.argv[2] ?? "dist");
const endgames = process.argv.slice(3);
const list = endgames.length ? endgames : ["KQK", "KRK", "KPK", "KBBK", "KBNK", "KQKR", "KRKN"];
const browser = await launch();
try {
  for (const name of list) {
    const page = await browser.newPage();
    await page.goto(server.base + `?bench=tablebase&endgame=${name}`, { waitUntil: "load" });
    await page.waitForSelector("body[data-bench]", { timeout: 600_000 });
    const text = await page.getAttribute("body", "data-bench");
    console.log(text);
    if (/error/.test(text)) process.exitCode = 1;
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
