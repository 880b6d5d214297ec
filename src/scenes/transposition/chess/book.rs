//! 폴리글롯 오프닝 책: 네이티브에서 `assets/book.bin`이 있으면 읽고 (없어도 된다), 패널이 국면의 책
//! 수와 무게를 보여 준다. 열쇠는 판의 폴리글롯 열쇠 그대로다.

use bevy::prelude::*;
use gameai::games::chess::Board;
use gameai::games::chess::polyglot::{Book, BookMove};

/// 폴리글롯 책 (네이티브에서 `assets/book.bin`이 있으면; 없어도 된다).
#[derive(Resource, Debug, Default)]
pub(super) struct ChessBook(pub Option<Book>);

impl ChessBook {
    /// 국면의 책 수.
    pub(super) fn moves(&self, b: &Board) -> Vec<BookMove> {
        self.0
            .as_ref()
            .map(|book| book.moves(b))
            .unwrap_or_default()
    }
}

/// 네이티브: `assets/book.bin`이 있으면 읽는다. 없거나 망가졌으면 책 없이 (망가졌으면 로그에 남긴다).
/// 웹에는 파일이 없으므로 책 없이 둔다 ([`ChessBook`]의 기본값).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn load_book(mut book: ResMut<ChessBook>) {
    let path = std::path::Path::new("assets/book.bin");
    if let Ok(bytes) = std::fs::read(path) {
        match Book::from_bytes(&bytes) {
            Ok(b) => {
                tracing::info!("opening book: {} entries from {}", b.len(), path.display());
                book.0 = Some(b);
            }
            Err(e) => tracing::warn!("ignoring {}: {e}", path.display()),
        }
    }
}
