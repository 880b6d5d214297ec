// 오프라인과 새 판 시험 (서비스 워커).
//
// 1. dist/를 내보내고 한 번 연다. 서비스 워커가 이 판의 파일을 모두 캐시에 받을 때까지 기다린다.
// 2. 서버를 멈추고 (연결까지 끊고) 브라우저도 오프라인으로 둔 채 새로 고친다: 앱이 첫 프레임을 그리고,
//    주소로 다른 장면(?scene=nim)도 열린다.
// 3. 같은 포트에 "새 판"을 띄우고 새로 고친다. 새 판은 dist의 사본으로, index.html에 표시를 넣고 앱의
//    JS와 wasm을 새 이름으로 바꾸어 (빌드마다 해시가 바뀌는 것처럼) sw.js를 다시 썼다. 지금 페이지는 옛
//    판 그대로 뜨고 옛 이름의 파일만 받으며, 새 판이 설치되어 기다린다는 띠가 나온다. 띠를 누르면 새 판으로
//    새로 고치고, 그 페이지의 index.html과 캐시는 새 판의 것이며, 받은 파일도 모두 새 이름이다 (섞이지
//    않는다). 옛 캐시는 지워진다.
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
let html = fs.readFileSync(path.join(next, "index.html"), "utf8");
if (!html.includes("</head>")) fail("index.html has no </head>");
// 앱의 JS와 wasm (Trunk가 붙인 해시 이름)을 새 이름으로.
const oldName = html.match(/ai-arcade-[0-9a-f]+/)?.[0];
if (!oldName) fail("index.html names no ai-arcade-<hash> files");
const newName = `${oldName}0next`;
for (const ext of [".js", "_bg.wasm"]) {
  fs.renameSync(path.join(next, oldName + ext), path.join(next, newName + ext));
}
html = html.replaceAll(oldName, newName);
fs.writeFileSync(path.join(next, "index.html"), html.replace("</head>", `${marker}</head>`));
/** 이 페이지가 받은 앱 파일들의 이름 (ai-arcade-…). */
const appFiles = () =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname.split("/").pop())
        .filter((n) => n.startsWith("ai-arcade-")),
    ),
  ]);
execFileSync("python3", [path.resolve("tools/write-sw.py"), next], { stdio: "inherit" });
server = await serve(next, { port });
await page.goto(`${server.base}?lang=en`);
await page.waitForSelector("body[data-ready]", { timeout: 120000 });
const oldPage = (await page.content()).includes(marker);
if (oldPage) fail("the new build replaced the running page before the player agreed");
const before = await appFiles();
if (before.some((n) => n.startsWith(newName))) fail(`the old page loaded new files: ${before.join(", ")}`);
// 브라우저는 탐색할 때와 페이지가 부를 때 새 판을 찾는다. 느린 기계에서 그 확인이 첫 프레임보다
// 먼저 끝나 버리는 일이 있어, 오래 걸리면 한 번 더 묻는다 (사용자가 다시 여는 것과 같다).
const registration = () =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    const url = (w) => (w ? `${w.state}` : "none");
    return r ? `installing ${url(r.installing)}, waiting ${url(r.waiting)}, active ${url(r.active)}` : "no registration";
  });
let waiting = await page.waitForSelector('body[data-update="waiting"]', { timeout: 20000 }).catch(() => null);
if (!waiting) {
  console.log(`no offer after 20 s (${await registration()}); asking for an update again`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  waiting = await page.waitForSelector('body[data-update="waiting"]', { timeout: 40000 }).catch(() => null);
}
if (!waiting) {
  fail(`the new build was not offered (${await registration()})`);
} else {
  await page.screenshot({ path: path.join(OUT, "update-offered.png") });
  await page.tap("#update");
  // 페이지가 새로 고쳐지는 동안에는 읽기가 실패할 수 있다: 새 판의 표시가 보일 때까지 되풀이해 읽는다.
  let loaded = false;
  for (let i = 0; i < 240 && !loaded; i++) {
    loaded = await page
      .content()
      .then((html) => html.includes(marker))
      .catch(() => false);
    if (!loaded) await page.waitForTimeout(250);
  }
  if (!loaded) fail("tapping the update bar did not load the new build");
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  const after = await cacheState();
  console.log(`after the update: caches ${JSON.stringify(after)}`);
  const loadedFiles = await appFiles();
  console.log(`the new page loaded: ${loadedFiles.join(", ")}`);
  if (loadedFiles.length === 0 || loadedFiles.some((n) => !n.startsWith(newName))) {
    fail(`the new page mixed old and new files: ${loadedFiles.join(", ")}`);
  }
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
