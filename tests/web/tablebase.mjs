// 브라우저 안의 끝내기 표 만들기: `?bench=tablebase&endgame=X`로 열어 (끝내기마다 새 페이지: wasm 메모리는
// 줄지 않으므로 페이지마다의 값이 그 끝내기의 가장 큰 값) 앱의 풀기와 같은 코드로 표를 만들고 시간과
// 메모리를 적는다. 휴대폰급으로 재려면 CPU를 늦춘다 (Chrome DevTools의 CPU 늦추기, 기본 4배).
//
//   node tests/web/tablebase.mjs [DIST_DIR] [THROTTLE] [ENDGAME ...]

import { launch, serve } from "./serve.mjs";

const server = await serve(process.argv[2] ?? "dist");
const throttle = Number(process.argv[3] ?? 4);
const endgames = process.argv.slice(4);
const list = endgames.length ? endgames : ["KQK", "KRK", "KPK", "KBBK", "KBNK", "KQKR", "KRKN"];
const browser = await launch();
try {
  for (const name of list) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await page.goto(server.base + `?bench=tablebase&endgame=${name}`, { waitUntil: "load" });
    await page.waitForSelector("body[data-bench]", { timeout: 600_000 });
    const text = await page.getAttribute("body", "data-bench");
    console.log(`${text} cpu_throttle=${throttle}`);
    if (/error/.test(text)) process.exitCode = 1;
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
