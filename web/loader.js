// 불러오기 표시: Trunk의 `data-initializer`가 부르는 모듈. wasm을 받는 동안 막대와 받은 바이트/전체를
// 보이고, 실패하면 까닭을 두 언어로 적는다. 첫 프레임이 그려지면 앱이 #loading을 걷는다
// (src/web.rs의 mark_ready).
const MB = 1024 * 1024;

function el(id) {
  return document.getElementById(id);
}

function show(current, total) {
  const bar = el("loading-bar");
  const text = el("loading-bytes");
  if (!bar || !text) return;
  const share = total > 0 ? Math.min(1, current / total) : 0;
  bar.style.width = `${(share * 100).toFixed(1)}%`;
  text.textContent = `${(current / MB).toFixed(1)} / ${(total / MB).toFixed(1)} MB`;
  document.body.dataset.loadBytes = `${current} ${total}`;
}

function fail(reason) {
  const text = String(reason && reason.message ? reason.message : reason);
  // winit이 제어 흐름에 쓰는 예외는 실패가 아니다.
  if (text.includes("Using exceptions for control flow")) return;
  const box = el("loading");
  if (!box) return;
  box.classList.add("failed");
  el("loading-title").textContent =
    "불러오지 못했습니다 · Could not load AI Arcade";
  el("loading-bytes").textContent =
    "연결을 확인하고 새로 고치세요 · Check the connection and reload";
  el("loading-why").textContent = text;
  document.body.dataset.loadFailed = text;
}

export default function initializer() {
  return {
    onStart() {
      show(0, 0);
    },
    onProgress({ current, total }) {
      show(current, total);
    },
    onFailure(reason) {
      fail(reason);
    },
  };
}

// 초기화 전에 깨진 것 (자바스크립트 모듈을 못 받음 등)도 알린다.
window.addEventListener("error", (e) => {
  if (!document.body.dataset.ready) fail(e.message || e.error);
});
window.addEventListener("unhandledrejection", (e) => {
  if (!document.body.dataset.ready) fail(e.reason);
});
