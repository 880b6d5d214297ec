//! 생각 작업자: 브라우저의 Web Worker 안에서 `gameai`의 탐색을 돌린다.
//!
//! 앱(주 스레드)이 편지([`gameai_remote::ToWorker`], 바이트)로 작업을 보내면, 여기서
//! [`gameai_remote::Runner`]가 풀이기를 만들어 10 ms 조각(`web.rs`의 `SLICE_MS`)마다 돌린다. 조각 사이에는 작업자의
//! 사건 고리로 돌아가 새 편지(취소, 새 작업)를 받는다: 다음 조각은 `MessageChannel`로 예약한다
//! (`setTimeout`은 여러 번 겹치면 4 ms씩 늦어진다). 스냅숏은 `SNAPSHOT_EVERY`마다, 답은 끝나자마자
//! 보낸다. 편지의 바이트는 복사하지 않고 넘긴다 (transfer).
//!
//! Trunk가 `index.html`의 `<link data-trunk rel="rust" data-type="worker" …>`로 이 바이너리를
//! 따로 빌드한다 (`think-worker.js`, `think-worker_bg.wasm`, 그리고 둘을 불러오는
//! `think-worker_loader.js`). 네이티브로 빌드하면 할 일이 없다는 말만 한다.

#[cfg(target_arch = "wasm32")]
mod web;

fn main() {
    #[cfg(target_arch = "wasm32")]
    web::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("think-worker runs inside a browser's Web Worker; natively there is nothing to do");
}
