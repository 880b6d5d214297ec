// 쉬는 화면 시험: 메뉴와 모든 장면의 모든 모드를 360×640 휴대폰 화면으로 열고, 화면이 자리 잡은 뒤
// (앱의 프레임 `window.__arcadeFrames`가 2초 동안 늘지 않은 뒤) 5초 동안 잰다:
//   - 앱의 프레임: 0 (움직이는 것이 없으면 그리지 않는다; 시범은 보는 사람이 없으면 지금 걸음을 마치고 쉰다),
//   - 브라우저의 모든 프로세스(이 node의 자식들: 브라우저, 렌더러, GPU — 소프트웨어 WebGL이라 그리기가 곧 CPU)가
//     쓴 CPU: 한 코어의 10 % 이하.
// AI가 생각하는 동안의 초당 프레임도 적는다 (헥스, AI가 먼저; 진행을 그리므로 프레임이 이어져야 한다).
// 그리고 AI가 먼저 두는 대국에서 사람이 누르기 전에는 `navigator.vibrate`를 부르지 않는다 (브라우저가 막고
// 콘솔에 오류를 남긴다); 누른 뒤의 수에는 부른다.
//
//   node tests/web/idle.mjs [DIST_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, pts, waitAttr, watchConsole } from "./page.mjs";
import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const { failures, fail } = failureLog();
const server = await serve(DIST);
const browser = await launch();

/** 리눅스의 클록 틱 (`getconf CLK_TCK`; 거의 언제나 100). */
const TICKS = 100;

/** 이 node 프로세스의 모든 자손 프로세스가 지금까지 쓴 CPU 시간 (초). */
function childrenCpuSecs() {
  const stats = new Map();
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const s = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // 이름(괄호 안)에 빈칸이 있을 수 있으므로 마지막 ')' 뒤를 나눈다.
      const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(pid), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICKS });
    } catch {
      // 그 사이에 끝난 프로세스.
    }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!mine.has(pid) && mine.has(s.ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of mine) if (pid !== process.pid) total += stats.get(pid)?.cpu ?? 0;
  return total;
}

const frames = (page) => page.evaluate(() => window.__arcadeFrames ?? 0);

/** 프레임이 `quiet` ms 동안 멈출 때까지 (길어야 `max` ms). 멈춘 때(ms, 부른 뒤부터) 아니면 null. */
async function settle(page, quiet = 2000, max = 45000) {
  const t0 = Date.now();
  let last = await frames(page);
  let since = Date.now();
  while (Date.now() - t0 < max) {
    await page.waitForTimeout(250);
    const now = await frames(page);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quiet) {
      return since - t0;
    }
  }
  return null;
}

// 메뉴와 앱의 모드 목록의 모든 모드 (앱이 `data-modes`에 적는다: "장면:모드 …").
const SCREENS = [["menu", ""]];
{
  const page = await browser.newPage();
  await page.goto(`${server.base}?lang=en&sw=off`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  const modes = (await page.getAttribute("body", "data-modes")) ?? "";
  await page.close();
  for (const m of modes.split(" ").filter(Boolean)) {
    const [scene, mode] = m.split(":");
    SCREENS.push([`${scene}/${mode}`, `scene=${scene}&mode=${mode}`]);
  }
  if (SCREENS.length < 2) fail("the page lists no modes (data-modes)");
}
const MEASURE_MS = 5000;
// 시험을 고칠 때: IDLE_ONLY=mcts/hex,menu 처럼 몇 화면만.
const only = process.env.IDLE_ONLY?.split(",");
if (only) SCREENS.splice(0, SCREENS.length, ...SCREENS.filter(([n]) => only.includes(n)));

const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
const page = await context.newPage();
const errors = watchConsole(page);
const rows = [];
for (const [name, query] of SCREENS) {
  await page.goto(`${server.base}?${query}${query ? "&" : ""}lang=en&sw=off`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  const restAt = await settle(page);
  if (restAt === null) {
    fail(`${name}: the app kept drawing for 45 s with no input`);
    continue;
  }
  const f0 = await frames(page);
  const c0 = childrenCpuSecs();
  const t0 = Date.now();
  await page.waitForTimeout(MEASURE_MS);
  const f1 = await frames(page);
  const cpu = (childrenCpuSecs() - c0) / ((Date.now() - t0) / 1000);
  rows.push(`${name.padEnd(13)} rests ${(restAt / 1000).toFixed(1).padStart(5)} s after load; then ${f1 - f0} frames, CPU ${(cpu * 100).toFixed(1)} % of a core`);
  console.log(rows.at(-1));
  if (f1 !== f0) fail(`${name}: ${f1 - f0} frames in ${MEASURE_MS} ms with nothing moving`);
  if (cpu > 0.1) fail(`${name}: the browser used ${(cpu * 100).toFixed(0)} % of a core with nothing moving`);
}
await page.close();

// 생각하는 동안의 프레임, 그리고 누르기 전의 진동. 진동은 바꿔 치워, 부를 때 페이지가 사람의 활성화를
// 받았는지와 함께 센다.
const COUNT = () => {
  window.__vibrateCalls = [];
  Navigator.prototype.vibrate = function () {
    window.__vibrateCalls.push(navigator.userActivation?.hasBeenActive ?? null);
    return true;
  };
};
// 새 문맥: 앞의 방문이 저장한 헥스 대국이 없게 (AI가 먼저 두는 새 대국).
const fresh = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
const phone = await fresh.newPage();
const phoneErrors = watchConsole(phone);
await phone.addInitScript(COUNT);
await phone.goto(`${server.base}?scene=mcts&mode=hex&first=ai&lang=en&sw=off`);
await phone.waitForSelector("body[data-ready]", { timeout: 120000 });
await phone.waitForSelector('body[data-thinking="1"]', { timeout: 30000 });
const a = await frames(phone);
await phone.waitForTimeout(1000);
const thinkingFps = (await frames(phone)) - a;
console.log(`while the AI thinks (Hex, AI first): ${thinkingFps} frames in 1 s`);
if (thinkingFps < 5) fail(`only ${thinkingFps} frames in 1 s while the AI thinks: its progress is not drawn`);
if (!(await waitAttr(phone, "data-moves", (v) => Number(v) >= 1, 30000))) fail("the AI's first move did not come");
await phone.waitForTimeout(500);
const early = await phone.evaluate(() => window.__vibrateCalls);
if (early.length) fail(`navigator.vibrate was called ${early.length} time(s) before the first tap`);
// 사람의 수 하나: 그 뒤의 AI의 수는 진동한다.
const [x, y] = pts(await attr(phone, "data-taps"))[0] ?? [];
if (x === undefined) fail("no tap point for the player's move");
else {
  await phone.touchscreen.tap(x, y);
  await waitAttr(phone, "data-moves", (v) => Number(v) >= 3, 30000);
  await phone.waitForTimeout(300);
  const calls = await phone.evaluate(() => window.__vibrateCalls);
  console.log(`vibrate calls after the first tap: ${calls.length} (user activation at each: ${calls.join(", ")})`);
  if (!calls.length) fail("no vibration after the player's first tap");
  if (calls.some((active) => active === false)) fail("navigator.vibrate was called without a user activation");
}
for (const e of [...errors, ...phoneErrors]) fail(`console: ${e}`);
await browser.close();
await server.close();
console.log(rows.join("\n"));
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("idle screens: ok");
