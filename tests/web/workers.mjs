// 생각 작업자(Web Worker) 시험: 웹에서 AI가 주 스레드 밖에서 생각하는가.
//
// dist/를 localhost에서 내보내고 헤드리스 Chromium으로 (넓은 화면: 헥스가 11×11) 연다.
//  1. 헥스, AI가 먼저: 예전 길(`?think=slices`, 주 스레드의 4 ms 조각), 작업자 1명, 2명으로 1.5초씩
//     생각하게 하고, 앱이 적는 반복 수(`data-ai`)와 어디서 생각했는지(`data-think`), 그리고
//     주 스레드의 `Update` 시간 분포(`data-update-ms`: 생각하는 프레임 / 답이 도착한 프레임 / 쉬는 프레임)를 읽는다.
//     벽시계 시간에는 운영체제가 주 스레드를 내려놓은 시간도 들므로, 크롬 추적으로 `Update`의
//     스레드 CPU 시간도 잰다 (`?marks=update`의 `performance.mark`마다 추적이 적는 `tts`).
//     벽시계가 CPU보다 긴 프레임에는 그동안 다른 스레드(작업자, GPU 프로세스)가 코어를 쓴 몫을 적는다.
//  2. 생각 도중 새 게임(N 키): 옛 생각의 수가 새 판에 놓이지 않고 (놓인 수는 새 생각의 표와 같고,
//     새 생각이 다 생각한 뒤에야 놓인다), 작업자가 취소를 받고 멈췄다고 답한다 (`data-cancel-ms`).
//  3. 오목과 체스: AI가 작업자에서 생각하고 답한다 (`data-answers`가 는다).
//  4. 작업자 파일을 받지 못하면 (서버가 404): 앱은 조각으로 돌아가 그렇다고 적고, AI는 여전히 둔다.
// 빠르기는 단언하지 않는다 (숫자는 보고만 한다). 콘솔 오류는 (4의 예상된 것 말고) 실패다.
//
//   node tests/web/workers.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-workers");
// 가로 화면이라 헥스가 11×11이다. 작은 창인 까닭: 헤드리스 Chromium은 SwiftShader로 CPU에서
// 그리므로, 창이 크면 그리기가 코어 둘 중 하나를 먹어 작업자와 다툰다 (휴대폰은 GPU가 그린다).
// WORKERS_VIEW=WxH로 바꿀 수 있다.
const [VW, VH] = (process.env.WORKERS_VIEW ?? "480x360").split("x").map(Number);
const VIEW = { width: VW, height: VH };
fs.mkdirSync(OUT, { recursive: true });
// 헥스마다 AI가 1.5초씩 생각하는 판 수 (시간 분포의 표본을 모으려고).
const ROUNDS = Number(process.env.WORKERS_ROUNDS ?? 5);

const log = [];
const say = (...a) => {
  const line = a.join(" ");
  log.push(line);
  console.log(line);
};
const fail = (msg) => {
  throw new Error(msg);
};

const server = await serve(DIST);
const blocked = await serve(DIST, { block: ["/think-worker_loader.js"] });
const browser = await launch();
const problems = [];
let ok = false;

async function open(base, query, { expectErrors = false } = {}) {
  const context = await browser.newContext({ viewport: VIEW });
  const page = await context.newPage();
  page.on("console", (m) => {
    const text = m.text();
    fs.appendFileSync(path.join(OUT, "console.log"), `[${m.type()}] ${text}\n`);
    const bad = m.type() === "error" || /panicked|RuntimeError|unreachable/.test(text);
    if (bad && !expectErrors) problems.push(`${query}: ${text}`);
  });
  page.on("pageerror", (e) => {
    if (!expectErrors) problems.push(`${query}: ${e}`);
  });
  await page.goto(base + "?" + query, { waitUntil: "load" });
  await page.waitForSelector("body[data-scene]", { timeout: 240_000 });
  // 자판 사건은 캔버스가 받는다.
  await page.focus("canvas#bevy");
  return page;
}
const attr = (page, name) => page.getAttribute("body", name);
async function until(page, what, pred, timeout = 60_000) {
  const t0 = Date.now();
  for (;;) {
    const v = await pred();
    if (v) return v;
    if (Date.now() - t0 > timeout) fail(`timed out waiting for ${what}`);
    await page.waitForTimeout(25);
  }
}
/** 크롬 추적을 시작한다: `performance.mark`와, 스레드마다 맨 위 작업(`ThreadControllerImpl::RunTask`). */
const startTrace = (page) => browser.startTracing(page, { categories: ["blink.user_timing", "toplevel"] });
/**
 * 추적을 멈추고, `update` 표시와 그다음 `update:종류` 표시의 짝마다 벽시계 시간과 스레드 CPU 시간을
 * 모은다 (ms). 처음 `skip` 프레임은 뺀다. 벽시계가 CPU보다 1 ms 넘게 긴 프레임(주 스레드가 일할
 * 수 있었는데 코어를 얻지 못한 프레임)에 대해서는, 그동안 작업자 스레드와 GPU 프로세스의 주 스레드가
 * 일하고 있던 몫도 적는다.
 * → { idle: {n, wall: {med, p99}, cpu: {med, p99}}, busy: …, landing: …, stalled: {n, worker, gpu} }
 */
async function stopTrace(skip = 0) {
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const marks = events
    .filter((e) => e.cat === "blink.user_timing" && e.ph === "I" && e.name.startsWith("update"))
    .sort((a, b) => a.ts - b.ts);
  const rows = { idle: [], busy: [], landing: [] };
  const stalls = [];
  let frames = 0;
  for (let i = 0; i + 1 < marks.length; i++) {
    const [a, b] = [marks[i], marks[i + 1]];
    if (a.name !== "update" || !b.name.startsWith("update:")) continue;
    if (frames++ < skip || a.tts === undefined) continue;
    const [wall, cpu] = [(b.ts - a.ts) / 1000, (b.tts - a.tts) / 1000];
    rows[b.name.slice(7)]?.push([wall, cpu]);
    if (wall - cpu > 1) stalls.push([a.ts, b.ts]);
  }
  // 스레드 이름과 프로세스 이름.
  const threadName = new Map();
  const processName = new Map();
  for (const e of events) {
    if (e.ph !== "M") continue;
    if (e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.name === "process_name") processName.set(e.pid, e.args.name);
  }
  /** 이 스레드들이 `[from, to)` 동안 일한 몫 (0–1, 스레드마다 구간을 합쳐서, 스레드들의 평균이 아니라 합). */
  const tasks = (pick) => {
    const by = new Map();
    for (const e of events) {
      if (e.ph !== "X" || e.name !== "ThreadControllerImpl::RunTask" || !pick(e)) continue;
      const k = `${e.pid}:${e.tid}`;
      if (!by.has(k)) by.set(k, []);
      by.get(k).push([e.ts, e.ts + e.dur]);
    }
    return [...by.values()];
  };
  const share = (threads, [from, to]) => {
    let sum = 0;
    for (const list of threads) {
      let end = from;
      for (const [s, t] of list.sort((x, y) => x[0] - y[0])) {
        const [u, v] = [Math.max(s, end), Math.min(t, to)];
        if (v > u) sum += v - u;
        end = Math.max(end, Math.min(t, to));
      }
    }
    return sum / (to - from);
  };
  const workers = tasks((e) => threadName.get(`${e.pid}:${e.tid}`) === "DedicatedWorker thread");
  const gpu = tasks((e) => processName.get(e.pid) === "GPU Process" && threadName.get(`${e.pid}:${e.tid}`) === "CrGpuMain");
  const mean = (v) => (v.length ? v.reduce((x, y) => x + y, 0) / v.length : 0);
  const stat = (v) => {
    const s = [...v].sort((x, y) => x - y);
    const at = (p) => s[Math.min(s.length - 1, Math.floor(s.length * p))];
    return { med: at(0.5), p99: at(0.99) };
  };
  const out = {
    stalled: {
      n: stalls.length,
      worker: mean(stalls.map((w) => share(workers, w))),
      gpu: mean(stalls.map((w) => share(gpu, w))),
    },
  };
  for (const [k, r] of Object.entries(rows)) {
    if (r.length) out[k] = { n: r.length, wall: stat(r.map((x) => x[0])), cpu: stat(r.map((x) => x[1])) };
  }
  return out;
}
const fmt = (s) => (s ? `wall ${s.wall.med.toFixed(2)}/${s.wall.p99.toFixed(2)}, cpu ${s.cpu.med.toFixed(2)}/${s.cpu.p99.toFixed(2)} (n ${s.n})` : "none");

/** "idle n med p99; busy n med p99; landing n med p99" → { idle: {n, med, p99}, busy: {…}, landing: {…} } */
function parseUpdate(text) {
  const out = {};
  for (const part of (text ?? "").split(";")) {
    const [name, n, med, p99] = part.trim().split(/\s+/);
    if (name) out[name] = { n: Number(n), med: Number(med), p99: Number(p99) };
  }
  return out;
}

fs.writeFileSync(path.join(OUT, "console.log"), "");
const results = {};
try {
  // ── 1. 헥스 11×11: 조각, 작업자 1명, 2명 ───────────────────
  for (const [label, q, where] of [
    ["slices (before)", "think=slices", "slices"],
    ["1 worker", "workers=1", "workers:1"],
    ["2 workers", "workers=2", "workers:2"],
  ]) {
    const page = await open(server.base, `scene=mcts&mode=hex&first=ai&lang=en&marks=update&${q}`);
    await startTrace(page);
    // ROUNDS번 생각하게 한다 (두고 나면 N으로 새 게임: AI가 다시 먼저 생각한다).
    const rates = [];
    for (let round = 0; round < ROUNDS; round++) {
      await until(page, "the AI's move", async () => (await attr(page, "data-moves")) === "1");
      const [it, secs] = (await attr(page, "data-ai")).split(" ").map(Number);
      rates.push(it / secs);
      const think = await attr(page, "data-think");
      if (think !== where) fail(`${label}: the AI thought in "${think}", expected "${where}"`);
      if (round === 0) await page.screenshot({ path: path.join(OUT, `web-hex-${where.replace(":", "")}.png`) });
      await page.waitForTimeout(1000); // 쉬는 프레임
      await page.keyboard.press("n");
      await until(page, "a new game", async () => (await attr(page, "data-moves")) === "0");
    }
    await page.waitForTimeout(1000);
    const cpu = await stopTrace(60);
    const upd = parseUpdate(await attr(page, "data-update-ms"));
    const rate = rates.reduce((a, b) => a + b, 0) / rates.length;
    results[label] = { rate, upd, cpu };
    say(
      `hex 11x11, ${label}: ${rates.map((r) => r.toFixed(0)).join(", ")} iterations/s (mean ${rate.toFixed(0)}); ` +
        `Update ms idle median ${upd.idle?.med} p99 ${upd.idle?.p99} (n ${upd.idle?.n}), ` +
        `thinking median ${upd.busy?.med} p99 ${upd.busy?.p99} (n ${upd.busy?.n}), ` +
        `answer-landing frames median ${upd.landing?.med} p99 ${upd.landing?.p99} (n ${upd.landing?.n})`,
    );
    say(`  traced Update ms (median/p99): idle ${fmt(cpu.idle)}; thinking ${fmt(cpu.busy)}; landing ${fmt(cpu.landing)}`);
    const st = cpu.stalled;
    say(
      `  frames whose Update waited > 1 ms for a core: ${st.n}; meanwhile the worker threads ran ${(st.worker * 100).toFixed(0)} % ` +
        `and the GPU process's main thread (software GL) ${(st.gpu * 100).toFixed(0)} % of that time (mean)`,
    );
    await page.context().close();
  }
  const r1 = results["1 worker"].rate;
  const r2 = results["2 workers"].rate;
  say(`hex 11x11: 2 workers / 1 worker = ${(r2 / r1).toFixed(2)}, 1 worker / slices = ${(r1 / results["slices (before)"].rate).toFixed(1)}`);

  // ── 2. 생각 도중 새 게임 ──────────────────────────────────
  {
    const page = await open(server.base, "scene=mcts&mode=hex&first=ai&lang=en&workers=1");
    await until(page, "the AI to think", async () => (await attr(page, "data-ai-pending")) !== "" && (await attr(page, "data-ai-pending")));
    const old = await attr(page, "data-ai-pending");
    // 옛 생각(1.5초)이 아직 도는 동안 누른다. 바쁜 CI 기계에서는 누른 키가 0.6초 넘게 늦게 처리된
    // 적이 있어 (옛 생각이 먼저 끝나 취소할 것이 없었다), 0.3초만 기다린다.
    await page.waitForTimeout(300);
    if ((await attr(page, "data-moves")) !== "0") fail("the AI moved before the test could interrupt it");
    const pressed = Date.now();
    await page.keyboard.press("n");
    const fresh = await until(page, "a new think", async () => {
      const p = await attr(page, "data-ai-pending");
      return p && p !== old ? p : null;
    });
    let landedAfter = null;
    await until(page, "the new think's move", async () => {
      if ((await attr(page, "data-moves")) === "1") {
        landedAfter = Date.now() - pressed;
        return true;
      }
      return false;
    });
    const [, secs] = (await attr(page, "data-ai")).split(" ").map(Number);
    say(`new game mid-think: old ticket ${old}, new ticket ${fresh}; the move landed ${landedAfter} ms after the press (its think took ${secs.toFixed(2)} s)`);
    // 옛 생각은 누른 뒤 1.2초쯤에 끝났을 것이다. 놓인 수는 누른 뒤 시작한 생각(1.5초)의 것이어야 한다.
    if (landedAfter < secs * 1000 - 100) fail(`a move landed ${landedAfter} ms after New game, before the new ${secs} s think could finish: a stale answer`);
    const cancels = await until(page, "the worker's stop", async () => attr(page, "data-cancel-ms"), 5_000);
    say(`cancel → worker stopped, ms: ${cancels}`);
    await page.screenshot({ path: path.join(OUT, "web-hex-after-new-game.png") });
    await page.context().close();
  }

  // ── 3. 오목, 체스 ─────────────────────────────────────────
  for (const mode of ["gomoku", "chess"]) {
    const page = await open(server.base, `scene=transposition&mode=${mode}&first=ai&lang=en`);
    await until(page, `the ${mode} AI to think in a worker`, async () => (await attr(page, "data-think"))?.startsWith("workers:"));
    await until(page, `the ${mode} AI's answer`, async () => Number(await attr(page, "data-answers")) >= 1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, `web-${mode}-worker.png`) });
    say(`${mode}: the AI answered from ${await attr(page, "data-think")}`);
    await page.context().close();
  }

  // ── 4. 작업자 파일이 없을 때 ──────────────────────────────
  {
    const page = await open(blocked.base, "scene=mcts&mode=hex&first=ai&lang=en", { expectErrors: true });
    const where = await until(page, "the fallback", async () => {
      const t = await attr(page, "data-think");
      return t?.startsWith("slices:") ? t : null;
    }, 30_000);
    await until(page, "the AI's move on slices", async () => (await attr(page, "data-moves")) === "1");
    await page.screenshot({ path: path.join(OUT, "web-hex-fallback.png") });
    say(`without the worker file: "${where}", and the AI still moved`);
    await page.context().close();
  }

  if (problems.length) fail(`console errors:\n  ${problems.join("\n  ")}`);
  ok = true;
  say("web workers test passed");
} catch (e) {
  say(`web workers test FAILED: ${e.message}`);
} finally {
  fs.writeFileSync(path.join(OUT, "workers.log"), log.join("\n") + "\n");
  await browser.close();
  server.close();
  blocked.close();
}
process.exit(ok ? 0 : 1);
