//! 아무것도 잃지 않기: 지금 장면과 모드, 언어, 아래 시트, 장면마다의 설정, 여섯 게임의 진행 중인
//! 대국을 바뀔 때마다 저장하고 (웹은 `localStorage`, 네이티브는 설정 폴더의 파일), 다음에 켤 때
//! 되살린다. 새로 고침이나 휴대폰이 닫아 버린 탭이 사람을 있던 자리로 데려간다.
//!
//! - 저장 글은 사람이 읽을 수 있는 줄들이다: 첫 줄 [`HEADER`], 그다음 `항목=값`. 값은 [`Fields`]
//!   (`board=9&moves=e5,d6&first=you`) — 대국의 값은 공유 주소의 질의 문자열과 똑같아서, 주소로 연
//!   대국과 되살린 대국이 같은 해석기를 지난다 ([`SavedGame`]).
//! - 설정은 리플렉션으로 필드마다 적는다 ([`settings`]).
//! - 읽을 수 없거나 다른 판의 저장 글, 되살릴 수 없는 대국은 한 줄 알림([`SaveNotice`])을 남기고
//!   건너뛴다. 앱은 그 부분만 처음 상태로 연다 — 절대 패닉하지 않는다.
//! - 쓰기는 글이 실제로 바뀐 프레임에만 (`Last`에서 한 번) 한다. 쓰기 전에 저장소의 글을 다시 읽어
//!   **이 앱이 바꾼 항목만** 그 위에 얹는다: 같은 저장소를 쓰는 다른 탭이나 다른 창이 그사이 적은 대국을
//!   지우지 않고, 그것을 이쪽으로 가져온다.

pub(crate) mod fields;
pub(crate) mod game;
mod notice;
pub(crate) mod per_game;
pub(crate) mod settings;
pub(crate) mod store;
mod sync;

use std::collections::BTreeMap;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gameai::games::GameId;

use crate::launch::Launch;
use crate::registry;
use crate::registry::ModeState;
use crate::{AppSet, Scene};

pub use fields::Fields;
pub use game::{SavedGame, entry};
pub(crate) use game::{entry_named, fen_text, first_text, human_first, read_fen, replay};
pub(crate) use notice::egui_plugin;
pub use notice::{NoticeMsg, SaveNotice};
pub(crate) use settings::SavedSettings;
pub use store::Store;

/// 창(탭)마다의 자리를 이루는 항목: 합칠 때 다른 탭의 값을 가져오지 않는다.
const PLACE_KEYS: [&str; 2] = ["scene", "mode"];

/// 저장 글의 첫 줄 (판이 바뀌면 숫자를 올린다: 옛 글은 알림과 함께 버려진다).
pub const HEADER: &str = "ai-arcade save 1";

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Store>() {
        app.insert_resource(Store::Memory(None));
    }
    app.init_resource::<Saved>();
    app.init_resource::<SaveNotice>();
    sync::plugin(app);
}

/// 대국·설정·모드를 [`Saved`]에 적는 시스템들 (`AppSet::Hud` 안). 저장 값을 읽는 것(판 보고)은 이
/// 다음에 돈다.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SaveSet;

/// 저장되는 것의 이름과 값 (글로 쓰기 전).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Saved {
    entries: BTreeMap<String, String>,
    /// 마지막으로 쓴 뒤 바뀌었는가.
    dirty: bool,
    /// 마지막으로 쓴 뒤 이 앱이 바꾸거나 지운 항목들 (쓸 때 저장소의 글 위에 이것만 얹는다).
    changed: std::collections::BTreeSet<String>,
}

impl Saved {
    /// 저장 글을 읽는다. 첫 줄이 다르면 (다른 판이거나 다른 것) 오류.
    pub fn parse(text: &str) -> Result<Saved, SaveError> {
        let mut lines = text.lines();
        match lines.next().map(str::trim) {
            Some(HEADER) => {}
            Some(h) if h.starts_with("ai-arcade save ") => return Err(SaveError::OtherVersion),
            _ => return Err(SaveError::Unreadable("no header line".into())),
        }
        let mut entries = BTreeMap::new();
        for (i, line) in lines.enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let (k, v) = line
                .split_once('=')
                .ok_or_else(|| SaveError::Unreadable(format!("line {}: no '='", i + 2)))?;
            entries.insert(k.to_owned(), v.to_owned());
        }
        Ok(Saved {
            entries,
            dirty: false,
            changed: Default::default(),
        })
    }

    /// 저장소에 있던 글 `stored`와 합친다: 이 앱이 바꾼 항목은 이쪽 값 (지웠으면 지운 채), 나머지는
    /// 저장소의 값 (다른 탭이나 창이 적은 것). 합친 것이 이쪽의 새 값이고, 바꾼 항목의 기록은 비운다.
    pub fn merge_over(&mut self, stored: &Saved) {
        let mut merged = stored.entries.clone();
        // 장면과 모드는 이 창(탭)의 자리다: 이쪽에 있으면 다른 탭의 것을 가져오지 않는다.
        let mut own = std::mem::take(&mut self.changed);
        own.extend(
            PLACE_KEYS
                .iter()
                .filter(|k| self.entries.contains_key(**k))
                .map(|k| (*k).to_owned()),
        );
        for k in own {
            match self.entries.get(&k) {
                Some(v) => merged.insert(k, v.clone()),
                None => merged.remove(&k),
            };
        }
        self.entries = merged;
    }

    /// 저장 글.
    pub fn text(&self) -> String {
        let mut out = String::from(HEADER);
        for (k, v) in &self.entries {
            out.push('\n');
            out.push_str(k);
            out.push('=');
            out.push_str(v);
        }
        out.push('\n');
        out
    }

    /// 다른 탭이 쓴 글 `stored`의 항목을 가져온다: [`Saved::merge_over`]와 같되, 이쪽이 아직 쓰지 않은
    /// 바뀜은 다음 쓰기까지 바뀐 것으로 남는다.
    pub fn adopt(&mut self, stored: &Saved) {
        let changed = self.changed.clone();
        self.merge_over(stored);
        self.changed = changed;
    }

    /// 항목의 값.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries.get(key).map(String::as_str)
    }

    /// 항목을 적는다 (값이 같으면 아무것도 하지 않는다). 값의 줄바꿈은 [`Fields`]가 이미 풀어 적는다.
    pub fn put(&mut self, key: &str, value: impl core::fmt::Display) {
        let value = value.to_string().replace(['\n', '\r'], " ");
        if self.entries.get(key) != Some(&value) {
            self.entries.insert(key.to_owned(), value);
            self.changed.insert(key.to_owned());
            self.dirty = true;
        }
    }

    /// 항목을 지운다.
    pub fn remove(&mut self, key: &str) {
        if self.entries.remove(key).is_some() {
            self.changed.insert(key.to_owned());
            self.dirty = true;
        }
    }
}

/// 저장 글을 쓸 수 없는 까닭.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// 다른 판의 저장 글.
    OtherVersion,
    /// 읽을 수 없는 글 (까닭).
    Unreadable(String),
}

/// 게임 `game`의 국면 값 `code`를 여는 공유 주소의 질의 문자열 (`scene=mcts&mode=hex&board=9&…`).
pub fn share_fields(game: GameId, code: &Fields) -> Fields {
    let mut f = Fields::new();
    if let Some(home) = registry::home(game) {
        f = f.with("scene", home.scene.slug()).with("mode", home.slug);
    }
    f.extend(code);
    f
}

/// 모드 `mode`에서 대국 `R`이 바뀔 때마다 저장한다 (게임의 플러그인이 부른다; 님의 설명처럼 같은
/// 대국 자원을 쓰는 다른 모드는 저장하지 않는다).
pub(crate) fn keep_game<R: SavedGame>(app: &mut App, mode: impl States) {
    app.add_systems(
        Update,
        store_game::<R>
            .in_set(AppSet::Hud)
            .in_set(SaveSet)
            .run_if(in_state(mode).and_then(resource_exists_and_changed::<R>)),
    );
}

fn store_game<R: SavedGame>(game: Res<R>, mut saved: ResMut<Saved>) {
    saved.put(&entry_named(R::KEY), game.code());
}

/// 설정 `T`가 바뀔 때마다 저장한다 (장면의 플러그인이 부른다).
pub(crate) fn keep_settings<T: SavedSettings>(app: &mut App) {
    app.add_systems(
        Update,
        store_settings::<T>
            .in_set(AppSet::Hud)
            .in_set(SaveSet)
            .run_if(resource_exists_and_changed::<T>),
    );
}

fn store_settings<T: SavedSettings>(s: Res<T>, mut saved: ResMut<Saved>) {
    saved.put(&format!("settings.{}", T::KEY), settings::write(&*s));
}

/// 시작 옵션(명령줄, 주소, 저장 글)의 모드로 장면 `scene`에 곧바로 들어가게 한다: 그 장면으로 가는
/// 요청이 걸린 프레임에 모드 상태에도 같은 전환을 걸어 둔다. 장면의 `OnEnter`에서 모드를 바꾸면 기본
/// 모드(설명)를 한 프레임 거치며 그 모드의 판과 생각을 차렸다 치운다.
pub(crate) fn launch_mode<M: ModeState>(app: &mut App, scene: Scene) {
    app.add_systems(
        Update,
        (move |pending: Res<NextState<Scene>>,
               launch: Option<ResMut<Launch>>,
               mut next: ResMut<NextState<M>>| {
            if matches!(*pending, NextState::Pending(s) if s == scene)
                && let Some(mode) = launch.and_then(|mut l| l.mode.take())
                && let Some(m) = M::from_launch(&mode)
            {
                next.set(m);
            }
        })
        .in_set(AppSet::Input)
        .after(crate::nav::NavSet),
    );
}

/// 모드 `M`이 바뀔 때마다 저장한다 (장면의 플러그인이 부른다).
pub(crate) fn keep_mode<M: ModeState>(app: &mut App) {
    app.add_systems(
        Update,
        store_mode::<M>
            .in_set(AppSet::Hud)
            .in_set(SaveSet)
            .run_if(state_changed::<M>),
    );
}

fn store_mode<M: ModeState>(mode: Option<Res<State<M>>>, mut saved: ResMut<Saved>) {
    if let Some(m) = mode {
        saved.put("mode", m.get().slug());
    }
}

/// 장면이 들어올 때 되살릴 것을 찾는 곳: 주소나 명령줄이 준 것이 먼저, 없으면 저장된 것.
#[derive(SystemParam)]
pub(crate) struct Resume<'w> {
    saved: ResMut<'w, Saved>,
    launch: Option<ResMut<'w, Launch>>,
    notice: ResMut<'w, SaveNotice>,
}

impl Resume<'_> {
    /// 게임 `game`의 대국을 되살린다: 주소가 준 값(`?moves=…`)이 먼저, 없으면 저장된 값. `build`가
    /// 값을 대국으로 만든다. 틀린 값이면 알림을 남기고 `None` (부르는 쪽이 새 대국을 연다).
    pub(crate) fn game<T>(
        &mut self,
        game: GameId,
        build: impl FnOnce(&Fields) -> Result<T, String>,
    ) -> Option<T> {
        let linked = self.launch.as_mut().and_then(|l| l.take_position(game));
        let from_link = linked.is_some();
        let code = match linked {
            Some(f) => Ok(f),
            None => Fields::parse(self.saved.get(&entry(game))?),
        };
        // 링크의 `at=N`: 대국을 되살린 뒤 그 수 뒤의 국면으로 (수 목록이 옮긴다; `review/keep.rs`).
        let at = match code
            .as_ref()
            .ok()
            .filter(|_| from_link)
            .and_then(|c| c.get("at"))
        {
            None => Ok(None),
            Some(n) => n
                .parse::<usize>()
                .map(Some)
                .map_err(|_| format!("at={n:?} is not a move number")),
        };
        match code.and_then(|c| build(&c)).and_then(|t| Ok((t, at?))) {
            Ok((t, at)) => {
                if let (Some(n), Some(l)) = (at, self.launch.as_mut()) {
                    l.at = Some((game, n));
                }
                Some(t)
            }
            Err(e) => {
                tracing::warn!("could not restore the {} game: {e}", game.slug());
                let msg = if from_link {
                    NoticeMsg::LinkBad(game, e)
                } else {
                    self.saved.remove(&entry(game));
                    NoticeMsg::GameBad(game, e)
                };
                self.notice.show(msg);
                None
            }
        }
    }

    /// 링크로는 열리지 않는 대국 `R`(체스 끝내기의 표와의 대국)을 저장 글의 `game.<KEY>`에서 되살린다.
    /// 틀린 값이면 항목을 지우고 알림을 남기고 `None`.
    pub(crate) fn saved_game<R: SavedGame>(
        &mut self,
        build: impl FnOnce(&Fields) -> Result<R, String>,
    ) -> Option<R> {
        let key = entry_named(R::KEY);
        match Fields::parse(self.saved.get(&key)?).and_then(|c| build(&c)) {
            Ok(r) => Some(r),
            Err(e) => {
                tracing::warn!("could not restore the saved {}: {e}", R::KEY);
                self.saved.remove(&key);
                self.notice.show(NoticeMsg::GameBad(R::GAME, e));
                None
            }
        }
    }

    /// 시작 옵션의 `--first` (주었으면: 사람이 먼저 두는가).
    pub(crate) fn launch_human_first(&self) -> Option<bool> {
        self.launch.as_ref().and_then(|l| l.ai_first).map(|ai| !ai)
    }

    /// 장면의 설정: 기본값 `base`에 저장된 값을 얹은 것. 저장된 값이 틀렸으면 (알림과 함께) `base`.
    pub(crate) fn settings<T: SavedSettings>(&mut self, base: T) -> T {
        let key = format!("settings.{}", T::KEY);
        let Some(text) = self.saved.get(&key) else {
            return base;
        };
        match Fields::parse(text).and_then(|f| settings::read(base.clone(), &f)) {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!("saved {key} ignored: {e}");
                self.saved.remove(&key);
                self.notice.show(NoticeMsg::SettingsBad(e));
                base
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_text_round_trips() {
        let mut s = Saved::default();
        s.put("scene", "mcts");
        s.put("game.hex", Fields::new().with("moves", "e5,d6"));
        s.put("odd", "two\nlines");
        let back = Saved::parse(&s.text()).unwrap();
        assert_eq!(back.get("scene"), Some("mcts"));
        assert_eq!(back.get("game.hex"), Some("moves=e5,d6"));
        assert_eq!(back.get("odd"), Some("two lines"));
    }

    #[test]
    fn foreign_or_old_text_is_refused() {
        assert_eq!(
            Saved::parse("ai-arcade save 0\nscene=nim"),
            Err(SaveError::OtherVersion)
        );
        for bad in ["", "{\"scene\":\"nim\"}", "\u{0}\u{1}garbage"] {
            assert!(
                matches!(Saved::parse(bad), Err(SaveError::Unreadable(_))),
                "{bad:?}"
            );
        }
        assert!(Saved::parse(&format!("{HEADER}\nno equals sign")).is_err());
    }

    /// 두 탭: 각자 바꾼 항목만 얹으므로 서로의 대국을 지우지 않고, 지운 항목은 지운 채.
    #[test]
    fn merging_keeps_what_the_other_tab_wrote() {
        let mut stored = Saved::default();
        stored.put("game.nim", "heaps=3,4");
        stored.put("game.hex", "moves=e5");
        stored.put("scene", "nim");
        let mut tab = Saved::parse(&stored.text()).unwrap();
        // 다른 탭이 그사이 헥스에 수를 두고 하바나를 열었다.
        stored.put("game.hex", "moves=e5,d6");
        stored.put("game.havannah", "moves=a1");
        // 이 탭은 님에 수를 두고 오목을 지웠다 (없던 것).
        tab.put("game.nim", "heaps=3,3");
        tab.put("scene", "nim");
        tab.remove("game.hex");
        tab.merge_over(&Saved::parse(&stored.text()).unwrap());
        assert_eq!(tab.get("game.nim"), Some("heaps=3,3"));
        assert_eq!(tab.get("game.havannah"), Some("moves=a1"));
        assert_eq!(tab.get("game.hex"), None, "removed here, stays removed");
        // 장면은 이 탭의 것 (다른 탭이 바꿔 적었어도).
        let mut other = Saved::parse(&stored.text()).unwrap();
        other.put("scene", "mcts");
        tab.merge_over(&other);
        assert_eq!(tab.get("scene"), Some("nim"));
        assert!(tab.changed.is_empty());
        // 바꾼 것이 없으면 저장소의 글 그대로.
        let mut idle = Saved::default();
        idle.merge_over(&stored);
        assert_eq!(idle.text(), stored.text());
    }

    #[test]
    fn put_marks_dirty_only_on_a_real_change() {
        let mut s = Saved::default();
        s.put("a", 1);
        assert!(s.dirty);
        s.dirty = false;
        s.put("a", 1);
        assert!(!s.dirty);
        s.remove("missing");
        assert!(!s.dirty);
    }

    #[test]
    fn every_game_lives_at_a_mode_the_launch_options_name() {
        for g in registry::played_games() {
            let home = registry::home(g).unwrap();
            assert_eq!(
                registry::resolve(home.scene, home.slug).and_then(|m| m.game),
                Some(g)
            );
            Launch::parse([("scene", home.scene.slug()), ("mode", home.slug)]).unwrap();
        }
        assert_eq!(
            registry::resolve(Scene::Mcts, "play").and_then(|m| m.game),
            Some(GameId::Hex)
        );
        assert_eq!(
            registry::resolve(Scene::Nim, "explain").and_then(|m| m.game),
            None
        );
    }
}
