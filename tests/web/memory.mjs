// AI의 메모리 시험: AI가 패널의 최대 생각 시간(10초)으로 헥스 11×11과 하바나(한 변 10)에서
// 생각하는 동안, 작업자들의 wasm 메모리의 합(`data-ai-memory`)이 AI의 메모리 예산(`data-ai-budget`)을
// 넘지 않는가. 작업자는 이 기계가 허락하는 만큼 (`navigator.hardwareConcurrency`명, 앱의 상한 8).
//  1. 기기가 정한 예산 (헤드리스 Chromium은 `navigator.deviceMemory`를 알려 준다).
//  2. 작은 예산 (`?ai-memory=24`): 트리가 예산에 차도 합은 예산 안이고, AI는 여전히 둔다.
// 생각 시간은 저장된 설정으로 준다 (`settings.mcts=think_secs=10`). 잰 값은 보고만 하고 (docs/measurements.md),
// 단언하는 것은 합 ≤ 예산과 AI가 두었다는 것뿐이다. 콘솔 오류는 실패다.
//
//   node tests/web/memory.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-memory");
fs.mkdirSync(OUT, { recursive: true });
// 가로 화면이라 헥스가 11×11이다 (작은 창: SwiftShader가 코어를 덜 먹는다).
const VIEW = { width: 480, height: 360 };
const MIB = 1 << 20;
// 생각 시간 (초): 패널의 최대 10초. MEMORY_THINK=1.5로 짧은 생각도 잰다 (docs/measurements.md).
const THINK = Number(process.env.MEMORY_THINK ?? 10);

const server = await serve(DIST);
const browser = await launch();
const problems = [];
const lines = [];
const say = (s) => {
  lines.push(s);
  console.log(s);
};
let ok = false;

async function think(game, board, extra) {
  const context = await browser.newContext({ viewport: VIEW });
  await context.addInitScript((secs) => {
    if (!localStorage.getItem("ai-arcade.save")) {
      localStorage.setItem("ai-arcade.save", `ai-arcade save 1\nsettings.mcts=think_secs=${secs}`);
    }
  }, THINK);
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error" || /panicked|RuntimeError|unreachable/.test(m.text())) problems.push(`${game}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${game}: ${e}`));
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const workers = Math.min(8, Math.max(1, cores));
  const query = `scene=mcts&mode=${game}&board=${board}&first=ai&lang=en&workers=${workers}${extra}`;
  await page.goto(`${server.base}?${query}`, { waitUntil: "load" });
  await page.waitForSelector("body[data-scene]", { timeout: 240_000 });
  const attr = (n) => page.getAttribute("body", n);
  const budget = Number(await attr("data-ai-budget"));
  if (!(budget > 0)) throw new Error(`${game}: no data-ai-budget`);
  let peak = 0;
  let peakEach = "";
  let base = null;
  const t0 = Date.now();
  while ((await attr("data-moves")) !== "1") {
    const used = Number((await attr("data-ai-memory")) ?? 0);
    if (base === null && used > 0) base = used;
    if (used > peak) {
      peak = used;
      peakEach = (await attr("data-ai-memory-each")) ?? "";
    }
    if (used > budget) throw new Error(`${game}: the workers hold ${used} B, over the budget of ${budget} B`);
    if (Date.now() - t0 > 120_000) throw new Error(`${game}: the AI did not move within 120 s`);
    await page.waitForTimeout(250);
  }
  const used = Number(await attr("data-ai-memory"));
  if (used > peak) {
    peak = used;
    peakEach = (await attr("data-ai-memory-each")) ?? "";
  }
  if (used > budget) throw new Error(`${game}: the workers hold ${used} B, over the budget of ${budget} B`);
  const [iterations, secs] = (await attr("data-ai")).split(" ").map(Number);
  await page.screenshot({ path: path.join(OUT, `memory-${game}${extra ? "-small" : ""}.png`) });
  say(
    `${game} ${board}, ${workers} workers, budget ${(budget / MIB).toFixed(0)} MiB: ` +
      `${iterations} iterations in ${secs.toFixed(1)} s; workers' wasm memory at start ${((base ?? 0) / MIB).toFixed(1)} MiB, ` +
      `peak ${(peak / MIB).toFixed(1)} MiB (${((100 * peak) / budget).toFixed(0)} % of the budget; each worker ` +
      `${peakEach.split(" ").filter(Boolean).map((b) => (Number(b) / MIB).toFixed(1)).join(", ")} MiB)`,
  );
  await context.close();
}

try {
  await think("hex", 11, "");
  await think("havannah", 10, "");
  await think("hex", 11, "&ai-memory=24");
  if (problems.length) throw new Error(`console errors:\n${problems.join("\n")}`);
  ok = true;
  console.log("web memory test passed");
} finally {
  fs.writeFileSync(path.join(OUT, "memory.log"), lines.join("\n") + "\n");
  await browser.close();
  server.close();
  if (!ok) process.exitCode = 1;
}
