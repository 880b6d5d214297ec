// 오프라인과 새 판 시험 (서비스 워커).
//
// 1. dist/를 내보내고 한 번 연다. 서비스 워커가 이 판의 파일을 모두 캐시에 받을 때까지 기다린다.
// 2. 서버를 멈추고 (연결까지 끊고) 브라우저도 오프라인으로 둔 채 새로 고친다: 앱이 첫 프레임을 그리고,
//    주소로 다른 장면(?scene=nim)도 열린다.
// 3. 같은 포트에 "새 판"(index.html에 표시를 넣고 sw.js를 다시 쓴 dist의 사본)을 띄우고 새로 고친다:
//    지금 페이지는 옛 판 그대로 뜨고, 새 판이 설치되어 기다린다는 띠가 나온다. 띠를 누르면 새 판으로
//    새로 고치고, 그 페이지의 index.html과 캐시는 새 판의 것이다 (옛 캐시는 지워진다).
//
//   node tests/web/offline.mjs [DIST_DIR] [OUT_DIR]

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-offline");
fs.mkdirSync(OUT, { recursive: true });
const failures = [];
const fail = (m) => {
  failures.push(m);
  console.log(`FAIL ${m}`);
};

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
const page = await context.newPage();
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", (m) => {
  if (/panicked|RuntimeError/.test(m.text())) errors.push(m.text());
});

const cacheState = () =>
  page.evaluate(async () => {
    const keys = (await caches.keys()).filter((k) => k.startsWith("arcade-"));
    const sizes = await Promise.all(keys.map(async (k) => (await (await caches.open(k)).keys()).length));
    return { keys, sizes, controlled: !!navigator.serviceWorker.controller };
  });

// 1. 처음 방문.
let server = await serve(DIST);
const port = server.port;
await page.goto(`${server.base}?lang=en`);
await page.waitForSelector("body[data-ready]", { timeout: 120000 });
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
const files = JSON.parse(fs.readFileSync(path.join(DIST, "sw.js"), "utf8").match(/const FILES = (\[.*\]);/)[1]);
let state;
for (let i = 0; i < 100; i++) {
  state = await cacheState();
  if (state.sizes[0] >= files.length) break;
  await page.waitForTimeout(200);
}
console.log(`first visit: caches ${JSON.stringify(state)} (the build has ${files.length} files)`);
if (state.keys.length !== 1 || state.sizes[0] < files.length) fail("the service worker did not cache the whole build");

// 2. 서버 없이, 오프라인으로.
await server.close();
await context.setOffline(true);
const t0 = Date.now();
await page.reload();
if (!(await page.waitForSelector("body[data-ready]", { timeout: 60000 }).catch(() => null))) {
  fail("offline reload: no first frame");
} else {
  console.log(`offline reload: first frame after ${Date.now() - t0} ms`);
}
await page.goto(`http://127.0.0.1:${port}/?scene=nim&lang=en`).catch((e) => fail(`offline ?scene=nim: ${e}`));
if (!(await page.waitForSelector('body[data-scene="nim"]', { timeout: 60000 }).catch(() => null))) {
  fail("offline: the Nim scene did not open from the address");
}
await page.screenshot({ path: path.join(OUT, "offline-nim.png") });
await context.setOffline(false);

// 3. 새 판.
const next = path.join(OUT, "dist-next");
fs.rmSync(next, { recursive: true, force: true });
fs.cpSync(DIST, next, { recursive: true });
const marker = `<!-- next build ${Date.now()} -->`;
const html = fs.readFileSync(path.join(next, "index.html"), "utf8");
if (!html.includes("</head>")) fail("index.html has no </head>");
fs.writeFileSync(path.join(next, "index.html"), html.replace("</head>", `${marker}</head>`));
execFileSync("python3", [path.resolve("tools/write-sw.py"), next], { stdio: "inherit" });
server = await serve(next, { port });
await page.goto(`${server.base}?lang=en`);
await page.waitForSelector("body[data-ready]", { timeout: 120000 });
const oldPage = (await page.content()).includes(marker);
if (oldPage) fail("the new build replaced the running page before the player agreed");
const waiting = await page.waitForSelector('body[data-update="waiting"]', { timeout: 60000 }).catch(() => null);
if (!waiting) {
  fail("the new build was not offered");
} else {
  await page.screenshot({ path: path.join(OUT, "update-offered.png") });
  await page.tap("#update");
  await page.waitForFunction((m) => document.documentElement.outerHTML.includes(m), marker, { timeout: 60000 }).catch(() =>
    fail("tapping the update bar did not load the new build"),
  );
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  const after = await cacheState();
  console.log(`after the update: caches ${JSON.stringify(after)}`);
  if (after.keys.length !== 1 || after.keys[0] === state.keys[0]) fail("the old build's cache is still there");
}
await server.close();
await browser.close();
for (const e of errors) fail(`page error: ${e}`);
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("offline and update: ok");
