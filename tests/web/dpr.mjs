// 장치 픽셀 비율 2와 3에서 또렷한가. Chromium을 `--force-device-scale-factor=N`으로 띄우고
// (Playwright의 화면 흉내는 끈다: `viewport: null`. 흉내 낸 비율에서는 Chromium의 ResizeObserver가
// 캔버스의 물리 크기를 CSS 크기로 알려 주어 시험이 앱이 아니라 흉내를 재게 된다, bevyengine/bevy#25306),
// 같은 창에서 비율 1, 2, 3으로 체스 판을 연다. 그리고 본다:
//   - 페이지의 `devicePixelRatio`가 N이고, 캔버스의 뒤판이 CSS 크기의 N배다 (앱이 물리 픽셀로 그린다);
//   - 앱의 배치(판 사각형, CSS 픽셀)가 비율 1과 같다 (글과 판이 비율 때문에 작아지거나 커지지 않는다);
//   - 또렷함: 장치 픽셀 스크린숏의 고주파 성분 `S = 평균 |I − 늘림(줄임(I))|` (N배로 줄였다 늘린 것과의
//     차이)을, 비율 1의 스크린숏을 N배로 늘린 것 — 앱이 CSS 크기로 그려 브라우저가 늘렸을 때의 모습 —
//     의 S와 비교한다. 늘린 그림이면 두 값이 같다 (비가 1); 또렷하면 1.5배를 넘는다 (재어 보니 2.5배쯤).
//
//   node tests/web/dpr.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";

import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-dpr");
fs.mkdirSync(OUT, { recursive: true });
const server = await serve(DIST);
const failures = [];
const fail = (m) => {
  failures.push(m);
  console.log(`FAIL ${m}`);
};

/** 비율 `dpr`로 체스를 열어 { info, png } (png는 장치 픽셀의 밝기 배열과 크기). */
async function open(dpr) {
  const browser = await launch([`--force-device-scale-factor=${dpr}`, "--window-size=360,640"]);
  const page = await (await browser.newContext({ viewport: null })).newPage();
  page.on("pageerror", (e) => fail(`dpr ${dpr}: page error: ${e}`));
  await page.goto(`${server.base}?scene=transposition&mode=chess&lang=en&sw=off`);
  await page.waitForSelector("body[data-ready]", { timeout: 120000 });
  // 판이 그려지고 배치가 자리를 잡을 때까지 (0.4초 동안 같은 판 사각형).
  await page.waitForFunction(() => (document.body.dataset.board ?? "0 0 0 0").split(" ").map(Number)[2] > 0, null, {
    timeout: 60000,
  });
  let last = "";
  for (let stable = 0; stable < 4; ) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => `${document.body.dataset.board}|${document.body.dataset.layoutBoard}`);
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  const info = await page.evaluate(() => {
    const c = document.querySelector("canvas");
    const r = c.getBoundingClientRect();
    return {
      dpr: devicePixelRatio,
      css: [r.width, r.height],
      backing: [c.width, c.height],
      board: document.body.dataset.board,
      layout: document.body.dataset.layoutBoard,
    };
  });
  const shot = path.join(OUT, `chess-dpr${dpr}.png`);
  await page.screenshot({ path: shot });
  await browser.close();
  return { info, image: gray(PNG.sync.read(fs.readFileSync(shot))) };
}

function gray(png) {
  const v = new Float32Array(png.width * png.height);
  for (let i = 0; i < v.length; i++) {
    v[i] = 0.299 * png.data[4 * i] + 0.587 * png.data[4 * i + 1] + 0.114 * png.data[4 * i + 2];
  }
  return { w: png.width, h: png.height, v };
}

/** 상자 평균으로 `n`배 줄인다. */
function shrink(img, n) {
  const w = Math.floor(img.w / n);
  const h = Math.floor(img.h / n);
  const v = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) s += img.v[(y * n + dy) * img.w + x * n + dx];
      v[y * w + x] = s / (n * n);
    }
  return { w, h, v };
}

/** 쌍선형으로 `n`배 늘린다 (브라우저가 작은 캔버스를 늘려 보일 때처럼, 픽셀 가운데 기준). */
function grow(img, n) {
  const w = img.w * n;
  const h = img.h * n;
  const v = new Float32Array(w * h);
  const at = (x, y) => img.v[Math.min(img.h - 1, Math.max(0, y)) * img.w + Math.min(img.w - 1, Math.max(0, x))];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx = (x + 0.5) / n - 0.5;
      const sy = (y + 0.5) / n - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      v[y * w + x] =
        (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x0 + 1, y0)) + fy * ((1 - fx) * at(x0, y0 + 1) + fx * at(x0 + 1, y0 + 1));
    }
  return { w, h, v };
}

/** 사각형 `rect`(CSS 픽셀 "x y w h") 안의 고주파 성분: 평균 |I − 늘림(줄임(I))|. */
function sharpness(img, n, rect) {
  const [rx, ry, rw, rh] = rect.split(" ").map(Number);
  const smooth = grow(shrink(img, n), n);
  let sum = 0;
  let count = 0;
  for (let y = Math.ceil(ry * n); y < Math.min(smooth.h, (ry + rh) * n); y++)
    for (let x = Math.ceil(rx * n); x < Math.min(smooth.w, (rx + rw) * n); x++) {
      sum += Math.abs(img.v[y * img.w + x] - smooth.v[y * smooth.w + x]);
      count++;
    }
  return sum / count;
}

const base = await open(1);
console.log(`dpr 1: ${JSON.stringify(base.info)}`);
for (const n of [2, 3]) {
  const { info, image } = await open(n);
  console.log(`dpr ${n}: ${JSON.stringify(info)}`);
  if (info.dpr !== n) fail(`dpr ${n}: the page reports devicePixelRatio ${info.dpr}`);
  const want = info.css.map((c) => Math.round(c * n));
  if (Math.abs(info.backing[0] - want[0]) > 1 || Math.abs(info.backing[1] - want[1]) > 1) {
    fail(`dpr ${n}: the canvas draws ${info.backing.join("×")} device pixels for ${info.css.join("×")} CSS px (want ${want.join("×")})`);
  }
  if (info.board !== base.info.board || info.layout !== base.info.layout) {
    fail(`dpr ${n}: the layout differs from dpr 1 (board ${info.board} vs ${base.info.board}, layout ${info.layout} vs ${base.info.layout})`);
  }
  // 앱이 CSS 크기로 그리고 브라우저가 늘렸다면 이렇게 보였을 것: 비율 1의 스크린숏을 n배로.
  const blurry = grow(base.image, n);
  const crisp = sharpness(image, n, info.layout);
  const soft = sharpness(blurry, n, info.layout);
  console.log(`dpr ${n}: sharpness ${crisp.toFixed(2)} vs ${soft.toFixed(2)} for the same view drawn at dpr 1 and stretched`);
  if (!(crisp > 1.5 * soft)) fail(`dpr ${n}: not sharper than a stretched dpr-1 picture (${crisp.toFixed(2)} vs ${soft.toFixed(2)})`);
}
await server.close();
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log(`device pixel ratios 2 and 3: sharp (screenshots in ${OUT})`);
