// 휴대폰·태블릿 크기의 브라우저 시험.
//
// dist/를 localhost에서 내보내고 헤드리스 Chromium(WebGL2는 SwiftShader)으로 네 화면에서 연다:
// 360×640 (터치), 390×844 (터치), 640×360, 768×1024. 화면마다
//   - 메뉴에서 네 카드를 (터치 화면에서는 손가락으로) 눌러 모든 장면에 들어가고,
//   - 장면의 모든 모드 탭을 눌러 열고 (잘린 글이 없어야 한다: `data-clipped`; 세로 화면에서 탭 막대는 모든 장면·모드·시트 높이에서 같은 높이에
//     있어야 한다: 엄지가 방금 누른 자리에 다음 탭이 있다),
//   - 게임이 있는 모드(오목, 체스, 와이토프, 님, 헥스, 하바나)에서 앱이 알려 준 점을 눌러 수 하나를 두어
//     국면이 바뀌는지 보고,
//   - 판의 실제 크기(앱이 data-board·data-cell로 적는다: 색으로 짐작하지 않는다)를 휴대폰의 최소와
//     견준다 (360×640: 체스 칸 ≥ 40, 오목 간격 ≥ 22, 헥스 11×11 칸 ≥ 28, 세로 화면의 판은 폭을 다 쓴다).
// 콘솔에 패닉이나 오류가 나오면 실패다. 화면마다 스크린숏을 남긴다.
//
//   node tests/web/phone.mjs [DIST_DIR] [OUT_DIR]

import fs from "node:fs";
import path from "node:path";

import { attr, failureLog, pts, waitAttr, watchConsole } from "./page.mjs";
import { launch, serve } from "./serve.mjs";

const DIST = path.resolve(process.argv[2] ?? "dist");
const OUT = path.resolve(process.argv[3] ?? "target/web-phone");
fs.mkdirSync(OUT, { recursive: true });

const ALL_SCREENS = [
  { name: "360x640", width: 360, height: 640, touch: true },
  { name: "390x844", width: 390, height: 844, touch: true },
  { name: "640x360", width: 640, height: 360, touch: false },
  { name: "768x1024", width: 768, height: 1024, touch: false },
];
// PHONE_SCREENS=768x1024,360x640 이면 그 화면만 (고치는 동안 한 화면만 다시 볼 때). CI는 전부.
const only = (process.env.PHONE_SCREENS ?? "").split(",").filter(Boolean);
const SCREENS = only.length ? ALL_SCREENS.filter((s) => only.includes(s.name)) : ALL_SCREENS;
if (SCREENS.length === 0) {
  console.error(`PHONE_SCREENS=${process.env.PHONE_SCREENS} names none of ${ALL_SCREENS.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
// 장면마다 모드 탭의 수 (탭 줄의 차례대로).
const SCENES = { transposition: 4, retrograde: 4, nim: 2, mcts: 3 };
// 360×640 세로에서의 최소 (docs/web.md). 헥스는 11×11일 때만 (설정의 기본 크기가 다르면 건너뛴다).
const MIN_AT_PHONE = { chess: 40, gomoku: 22 };

const { failures, fail } = failureLog();
const server = await serve(DIST);
const browser = await launch();

/** 탭을 바꾼 뒤 배치가 자리 잡을 때까지: 판과 배치의 사각형과 게임이 앱의 프레임 셋 이상, 0.5초 이상
 * 그대로일 때까지, 길어야 10초. 시간만 보면 느린 기계(소프트웨어 렌더러의 큰 화면)에서 프레임 하나가
 * 그 시간보다 길 때 아직 바뀌기 전의 값을 "자리 잡았다"고 읽는다. */
async function settle(page) {
  const read = () =>
    page.evaluate(() => [
      `${document.body.dataset.board}|${document.body.dataset.layoutBoard}|${document.body.dataset.game}`,
      window.__arcadeFrames ?? 0,
    ]);
  let [last, since] = await read();
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    const [now, frame] = await read();
    if (now !== last) {
      [last, since] = [now, frame];
    } else if (i >= 1 && frame >= since + 3) {
      return;
    }
  }
}

async function press(page, screen, x, y) {
  if (screen.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const measured = [];

for (const screen of SCREENS) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch,
    isMobile: screen.touch,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  // 세로 화면의 탭 막대가 처음 보인 높이 (장면·모드가 바뀌어도 같아야 한다).
  let tabY = null;
  await page.goto(`${server.base}?lang=en`);
  if (!(await waitAttr(page, "data-ready", (v) => v, 120000))) {
    fail(`${screen.name}: no first frame`);
    await context.close();
    continue;
  }
  for (const [slug, tabs] of Object.entries(SCENES)) {
    // 메뉴의 카드를 눌러 들어간다.
    const cards = await waitAttr(page, "data-cards", (v) => v && v.includes(`${slug}:`));
    const card = cards
      ?.split(";")
      .map((c) => c.split(":"))
      .find(([s]) => s === slug);
    if (!card) {
      fail(`${screen.name}: no menu card for ${slug}`);
      continue;
    }
    const [x, y, w, h] = card[1].split(",").map(Number);
    if (y + h > screen.height + 0.5 || x + w > screen.width + 0.5) {
      // 아래로 밀린 카드는 화면 안에 들어올 때까지 넘겨 볼 수 있어야 하지만, 지금은 모두 보이게 한다.
      fail(`${screen.name}: card ${slug} is off screen (${card[1]})`);
      continue;
    }
    await press(page, screen, x + w / 2, y + h / 2);
    if (!(await waitAttr(page, "data-scene", (v) => v === slug))) {
      fail(`${screen.name}: tapping the ${slug} card did not open it`);
      continue;
    }
    for (let t = 0; t < tabs; t++) {
      const spots = pts(await waitAttr(page, "data-tabs", (v) => pts(v).length === tabs));
      if (spots.length !== tabs) {
        fail(`${screen.name} ${slug}: expected ${tabs} tabs, saw ${spots.length}`);
        break;
      }
      const [tx, ty] = spots[t];
      const prevGame = await attr(page, "data-game");
      await press(page, screen, tx, ty);
      await page.waitForTimeout(400);
      await settle(page);
      // 탭마다 다른 게임이다: 앞 탭의 자리 보고가 아직 남아 있으면 (소프트웨어 렌더러의 큰 화면에서는
      // 프레임이 늦다) 바뀔 때까지 기다린다. 아니면 앞 게임의 점(체스의 두 칸)을 이 게임에 누른다.
      if (t > 0) await waitAttr(page, "data-game", (v) => (v ?? "") !== (prevGame ?? ""), 15000);
      const game = await attr(page, "data-game");
      console.log(`${screen.name} ${slug} tab ${t}: ${game || "(no game)"}`);
      // 잘린 글이 없다 (가장 작은 화면 320×568의 두 언어는 text.mjs가 본다).
      const clipped = await attr(page, "data-clipped");
      if (clipped !== "0") {
        fail(`${screen.name} ${slug} tab ${t}: clipped text ${clipped}: ${await attr(page, "data-clipped-what")}`);
      }
      if (screen.height > screen.width) {
        const sheet = await attr(page, "data-sheet");
        const ys = pts(await attr(page, "data-tabs")).map(([, y]) => y);
        tabY ??= ys[0];
        if (ys.some((y) => Math.abs(y - tabY) > 1)) {
          fail(`${screen.name} ${slug} tab ${t} (sheet ${sheet}): tabs at y ${ys.join(",")}, first seen at ${tabY}`);
        }
      }
      if (!game) continue; // 설명 화면: 둘 수가 없다.
      const board = (await attr(page, "data-board")).split(" ").map(Number);
      const cell = Number(await attr(page, "data-cell"));
      measured.push(`${screen.name} ${game}: board ${board.map((v) => v.toFixed(0)).join("x")} cell ${cell.toFixed(1)}`);
      const portrait = screen.height > screen.width;
      if (board[0] < -0.5 || board[1] < -0.5 || board[0] + board[2] > screen.width + 0.5 || board[1] + board[3] > screen.height + 0.5) {
        fail(`${screen.name} ${game}: board ${board} is cut off`);
      }
      if (screen.name === "360x640") {
        const min = MIN_AT_PHONE[game];
        if (min && cell < min) fail(`${screen.name} ${game}: cell ${cell} < ${min}`);
        if (game === "hex" && cell < 28) {
          const pos = await attr(page, "data-position");
          fail(`${screen.name} hex: cell ${cell} < 28 (moves ${pos})`);
        }
        if (game === "havannah" && cell < 22) fail(`${screen.name} havannah: cell ${cell} < 22`);
      }
      if (portrait && (game === "chess" || game === "gomoku") && board[2] < screen.width * 0.85) {
        fail(`${screen.name} ${game}: board ${board[2].toFixed(0)} px wide does not fill the width (layout ${await attr(page, "data-layout-board")}, sheet ${await attr(page, "data-sheet")})`);
      }
      // 앱이 알려 준 점을 눌러 수 하나를 둔다.
      const taps = pts(await waitAttr(page, "data-taps", (v) => pts(v).length > 0, 30000));
      if ((await attr(page, "data-game")) !== game) {
        fail(`${screen.name} ${game}: the page switched to ${await attr(page, "data-game")} while reading the taps`);
        continue;
      }
      if (taps.length === 0) {
        fail(`${screen.name} ${game}: never the player's turn`);
        continue;
      }
      const before = await attr(page, "data-position");
      for (const [px, py] of taps) {
        await press(page, screen, px, py);
        await page.waitForTimeout(250);
      }
      let moved = await waitAttr(page, "data-position", (v) => v !== before, 10000);
      if (!moved) {
        // 한 번 더, 새로 읽은 점으로: 소프트웨어 렌더러의 큰 화면(768x1024)에서는 프레임이 늦어 가끔
        // 읽은 점이 그사이 바뀐 국면의 것이었다. 두 번째도 두지 못하면 실패다.
        console.log(`${screen.name} ${game}: no move after ${JSON.stringify(taps)}; once more with fresh taps`);
        const again = pts(await waitAttr(page, "data-taps", (v) => pts(v).length > 0, 30000));
        const now = await attr(page, "data-position");
        for (const [px, py] of again) {
          await press(page, screen, px, py);
          await page.waitForTimeout(250);
        }
        moved = await waitAttr(page, "data-position", (v) => v !== now, 10000);
      }
      if (!moved) {
        await page.screenshot({ path: path.join(OUT, `${screen.name}-${game}-no-move.png`) });
        fail(`${screen.name} ${game}: tapping ${JSON.stringify(taps)} did not play a move (layout ${await attr(page, "data-layout-board")}, sheet ${await attr(page, "data-sheet")})`);
      }
    }
    if (screen.height > screen.width && tabY !== null) {
      // 시트를 올리는 단추(탭 막대 오른쪽 끝, 44 px; 이미 다 올라가 있으면 그 왼쪽의 내리는 단추)를
      // 눌러도 탭 막대는 그 자리에 있다.
      const before = await attr(page, "data-sheet");
      const x = before === "full" ? screen.width - 8 - 44 - 4 - 22 : screen.width - 8 - 22;
      await press(page, screen, x, tabY);
      const raised = await waitAttr(page, "data-sheet", (v) => v !== before, 5000);
      await settle(page);
      const ys = pts(await attr(page, "data-tabs")).map(([, y]) => y);
      if (!raised) fail(`${screen.name} ${slug}: the sheet button did not move the sheet (${before})`);
      else if (ys.some((y) => Math.abs(y - tabY) > 1)) {
        fail(`${screen.name} ${slug}: with the sheet ${raised} the tabs moved to y ${ys.join(",")} from ${tabY}`);
      }
      // 시트를 되돌린다 (시트의 높이는 모든 장면이 같이 쓴다: 다음 장면의 판 크기를 재므로).
      if (raised) {
        await press(page, screen, before === "full" ? screen.width - 8 - 22 : screen.width - 8 - 44 - 4 - 22, tabY);
        await waitAttr(page, "data-sheet", (v) => v === before, 5000);
        await settle(page);
      }
    }
    await page.screenshot({ path: path.join(OUT, `${screen.name}-${slug}.png`) });
    // 뒤로 가기 단추로 메뉴에.
    const back = pts(await attr(page, "data-back"))[0];
    if (!back) {
      fail(`${screen.name} ${slug}: no back button`);
      break;
    }
    await press(page, screen, back[0], back[1]);
    if (!(await waitAttr(page, "data-scene", (v) => v === "menu"))) fail(`${screen.name}: back did not reach the menu`);
  }
  await page.screenshot({ path: path.join(OUT, `${screen.name}-menu.png`) });
  for (const e of errors) fail(`${screen.name}: console: ${e}`);
  await context.close();
}

await browser.close();
server.close();
for (const m of measured) console.log(m);
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log("phone layouts: ok");
