// 브라우저 시험들이 같이 쓰는 것: 페이지의 `data-` 속성 읽기와 기다리기, 점 목록 풀기, 실패 모으기.
// (앱이 `document.body`의 `data-` 속성으로 판, 탭, 누를 점을 알려 준다: src/probe.rs.)

/** `document.body`의 속성 `name` (없으면 null). */
export const attr = (page, name) => page.evaluate((n) => document.body.getAttribute(n), name);

/** "x,y;x,y" → [[x, y], …] (빈 값이나 null이면 []). */
export const pts = (s) =>
  (s ?? "")
    .split(";")
    .filter(Boolean)
    .map((p) => p.split(",").map(Number));

/** 속성 `name`이 `pred`를 만족할 때까지 100 ms마다 본다 (길어야 `ms`). 그 값, 아니면 null. 페이지가
 * 다시 불리는 동안의 읽기 오류는 "아직"으로 친다. */
export async function waitAttr(page, name, pred, ms = 20000) {
  const t0 = Date.now();
  for (;;) {
    const v = await attr(page, name).catch(() => null);
    if (pred(v)) return v;
    if (Date.now() - t0 > ms) return null;
    await page.waitForTimeout(100);
  }
}

/** 실패 모으기: `fail(msg)`는 적고 바로 출력한다; 끝에 `failures`를 본다. */
export function failureLog() {
  const failures = [];
  const fail = (msg) => {
    failures.push(msg);
    console.log(`FAIL ${msg}`);
  };
  return { failures, fail };
}

/** 페이지의 콘솔 오류와 패닉을 모은다 (크롬의 개입 알림 — 스크롤 중인 터치를 막지 못함 — 은 앱의 오류가
 * 아니다). 돌려준 배열을 끝에 본다. */
export function watchConsole(page) {
  const errors = [];
  page.on("console", (m) => {
    const t = m.text();
    if (/^Ignored attempt to cancel a touch/.test(t)) return;
    if (m.type() === "error" || /panicked|RuntimeError/.test(t)) errors.push(t);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}
