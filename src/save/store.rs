//! 저장 글이 사는 곳: 웹은 `localStorage`, 네이티브는 사용자 설정 폴더의 파일, 시험은 메모리.

use std::path::PathBuf;

use bevy::prelude::*;

/// 저장 글 한 편을 읽고 쓰는 곳.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub enum Store {
    /// 저장하지 않는다 (`--save off`, 스크린숏).
    Off,
    /// 메모리 (헤드리스 시험: 다른 앱에 옮겨 심어 "다시 켜기"를 흉내 낸다).
    Memory(Option<String>),
    /// 파일 (네이티브).
    File(PathBuf),
    /// 브라우저의 `localStorage` (웹).
    #[cfg(target_arch = "wasm32")]
    Local,
}

/// `localStorage`의 열쇠.
#[cfg(target_arch = "wasm32")]
pub(crate) const LOCAL_KEY: &str = "ai-arcade.save";

/// 저장 파일의 이름 (설정 폴더 안의 `ai-arcade/`에).
#[cfg(not(target_arch = "wasm32"))]
const FILE_NAME: &str = "save.txt";

impl Store {
    /// 이 기기의 기본 저장소: 웹은 `localStorage`, 네이티브는 설정 폴더의 파일 (찾을 수 없으면 끈다).
    pub fn default_here() -> Store {
        #[cfg(target_arch = "wasm32")]
        {
            Store::Local
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            config_dir().map_or(Store::Off, |d| {
                Store::File(d.join("ai-arcade").join(FILE_NAME))
            })
        }
    }

    /// 저장된 글 (없으면 `Ok(None)`).
    pub fn read(&self) -> Result<Option<String>, String> {
        match self {
            Store::Off => Ok(None),
            Store::Memory(text) => Ok(text.clone()),
            Store::File(path) => match std::fs::read_to_string(path) {
                Ok(t) => Ok(Some(t)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("{}: {e}", path.display())),
            },
            #[cfg(target_arch = "wasm32")]
            Store::Local => local_storage()?
                .get_item(LOCAL_KEY)
                .map_err(|_| "localStorage cannot be read".to_owned()),
        }
    }

    /// 글을 쓴다 (앞의 것을 바꾼다). 파일은 옆에 쓴 뒤 이름을 바꿔, 쓰다 꺼져도 반쪽 파일이 남지 않게.
    pub fn write(&mut self, text: &str) -> Result<(), String> {
        match self {
            Store::Off => Ok(()),
            Store::Memory(slot) => {
                *slot = Some(text.to_owned());
                Ok(())
            }
            Store::File(path) => {
                let fail = |e: std::io::Error| format!("{}: {e}", path.display());
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(fail)?;
                }
                let tmp = path.with_extension("tmp");
                std::fs::write(&tmp, text).map_err(fail)?;
                std::fs::rename(&tmp, &*path).map_err(fail)
            }
            #[cfg(target_arch = "wasm32")]
            Store::Local => local_storage()?
                .set_item(LOCAL_KEY, text)
                .map_err(|_| "localStorage is full or blocked".to_owned()),
        }
    }
}

/// 이 탭만의 자리 (`sessionStorage`, 웹): 탭마다 새로 고치면 제 장면과 모드로 돌아온다 (`localStorage`의
/// 저장 글은 모든 탭이 나눠 쓰므로 그 `scene`은 마지막에 장면을 바꾼 탭의 것이다).
#[cfg(target_arch = "wasm32")]
const TAB_KEY: &str = "ai-arcade.tab";

/// 이 탭의 자리 (`scene=…&mode=…`). 네이티브와 시험에는 없다.
pub(crate) fn tab_place() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        session_storage()?.get_item(TAB_KEY).ok().flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// 이 탭의 자리를 적는다 (웹만).
pub(crate) fn keep_tab_place(_fields: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = session_storage() {
        let _ = s.set_item(TAB_KEY, _fields);
    }
}

/// 다른 탭이 저장 글을 썼다 (`storage` 사건; 이 탭 자신의 쓰기에는 오지 않는다).
#[cfg(target_arch = "wasm32")]
static OTHER_TAB_WROTE: core::sync::atomic::AtomicBool = core::sync::atomic::AtomicBool::new(false);

/// 다른 탭의 쓰기를 듣기 시작한다 (웹만; 한 번).
pub(crate) fn watch_other_tabs() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::prelude::Closure;
        let Some(w) = web_sys::window() else { return };
        let on_storage =
            Closure::<dyn FnMut(web_sys::StorageEvent)>::new(|e: web_sys::StorageEvent| {
                if e.key().as_deref() == Some(LOCAL_KEY) {
                    OTHER_TAB_WROTE.store(true, core::sync::atomic::Ordering::Relaxed);
                }
            });
        let _ = w.add_event_listener_with_callback("storage", on_storage.as_ref().unchecked_ref());
        on_storage.forget();
    }
}

/// 지난번 물은 뒤 다른 탭이 저장 글을 썼는가 (웹만; 네이티브는 늘 거짓: 다른 창의 쓰기는 이쪽이 쓸 때
/// 합친다).
pub(crate) fn other_tab_wrote() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        OTHER_TAB_WROTE.swap(false, core::sync::atomic::Ordering::Relaxed)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

#[cfg(target_arch = "wasm32")]
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

#[cfg(target_arch = "wasm32")]
fn local_storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser gives no localStorage".to_owned())
}

/// 운영체제의 사용자 설정 폴더: 리눅스 `$XDG_CONFIG_HOME` (없으면 `~/.config`), 맥
/// `~/Library/Application Support`, 윈도 `%APPDATA%`.
#[cfg(not(target_arch = "wasm32"))]
fn config_dir() -> Option<PathBuf> {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|h| h.join("Library/Application Support"))
    } else {
        var("XDG_CONFIG_HOME").or_else(|| var("HOME").map(|h| h.join(".config")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_store_writes_whole_files_and_reads_them_back() {
        let dir = std::env::temp_dir().join(format!("ai-arcade-store-{}", std::process::id()));
        let mut store = Store::File(dir.join("nested").join(FILE_NAME));
        assert_eq!(store.read(), Ok(None), "nothing saved yet");
        store.write("one").unwrap();
        store.write("two").unwrap();
        assert_eq!(store.read(), Ok(Some("two".into())));
        assert!(!dir.join("nested/save.tmp").exists(), "no temporary left");
        let _ = std::fs::remove_dir_all(dir);
    }
}
