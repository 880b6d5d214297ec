//! 저장소와 주고받기: 켤 때 읽어 되살리고, 장면·언어·시트를 적고, 바뀐 프레임에 쓴다 (쓰기 전에 저장소의
//! 글을 다시 읽어 이 창이 바꾼 항목만 얹는다), 웹의 탭은 다른 탭의 쓰기를 가져온다.

use bevy::prelude::*;

use super::store;
use super::{Fields, NoticeMsg, PLACE_KEYS, SaveError, SaveNotice, Saved, Store};
use crate::i18n::{Lang, Locale};
use crate::launch::Launch;
use crate::layout::Sheet;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load);
    app.add_systems(Startup, |_: Commands| store::watch_other_tabs());
    app.add_systems(First, pick_up_other_tabs);
    app.add_systems(
        Update,
        (
            keep_scene.run_if(state_changed::<Scene>),
            keep_lang.run_if(resource_changed::<Locale>),
            keep_sheet.run_if(resource_exists_and_changed::<Sheet>),
        )
            .in_set(AppSet::Input),
    );
    app.add_systems(Last, flush);
}

/// 켤 때 한 번: 저장 글을 읽고, 시작 옵션이 정하지 않은 것(장면과 모드, 언어)과 시트를 되살린다.
fn load(
    mut commands: Commands,
    store: Res<Store>,
    mut saved: ResMut<Saved>,
    mut notice: ResMut<SaveNotice>,
    launch: Option<ResMut<Launch>>,
) {
    let text = match store.read() {
        Ok(Some(t)) => t,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!("saved state unreadable: {e}");
            notice.show(NoticeMsg::Unreadable(e));
            return;
        }
    };
    *saved = match Saved::parse(&text) {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!("saved state ignored: {e:?}");
            notice.show(match e {
                SaveError::OtherVersion => NoticeMsg::OtherVersion,
                SaveError::Unreadable(why) => NoticeMsg::Unreadable(why),
            });
            // 다음 쓰기가 깨진 글을 바꾸게 한다.
            Saved {
                dirty: true,
                ..Saved::default()
            }
        }
    };
    if let Some(sheet) = saved.get("sheet").and_then(Sheet::from_slug) {
        commands.insert_resource(sheet);
    }
    let explicit_lang = launch.as_ref().is_some_and(|l| l.lang.is_some());
    if !explicit_lang && let Some(lang) = saved.get("lang").and_then(Lang::from_code) {
        commands.insert_resource(Locale { lang });
    }
    // 이 탭이 있던 자리가 먼저 (웹의 `sessionStorage`: 다른 탭이 장면을 바꿔 적었어도), 없으면 저장 글의 것.
    let tab = store::tab_place().and_then(|t| Fields::parse(&t).ok());
    let (scene, mode) = match &tab {
        Some(f) => (f.get("scene"), f.get("mode")),
        None => (saved.get("scene"), saved.get("mode")),
    };
    let scene = scene.and_then(Scene::from_slug);
    let mode = mode.map(str::to_owned);
    match launch {
        Some(mut l) if l.scene.is_none() => {
            l.scene = scene;
            l.mode = mode;
        }
        Some(_) => {}
        None => {
            commands.insert_resource(Launch {
                scene,
                mode,
                ..Launch::default()
            });
        }
    }
}

/// 다른 탭이 저장 글을 썼으면 그 항목들을 가져온다 (이쪽이 아직 쓰지 않은 바뀜은 그대로): 이 탭이 다른
/// 장면으로 가면 다른 탭이 둔 대국으로 열린다.
fn pick_up_other_tabs(store: Res<Store>, mut saved: ResMut<Saved>) {
    if !store::other_tab_wrote() {
        return;
    }
    if let Ok(Some(text)) = store.read()
        && let Ok(stored) = Saved::parse(&text)
    {
        saved.adopt(&stored);
    }
}

fn keep_scene(scene: Res<State<Scene>>, mut saved: ResMut<Saved>) {
    saved.put("scene", scene.get().slug());
    // 새 장면의 모드가 (있으면) 같은 프레임에 다시 적는다.
    saved.remove("mode");
}

fn keep_lang(locale: Res<Locale>, mut saved: ResMut<Saved>) {
    saved.put("lang", locale.lang.code());
}

fn keep_sheet(sheet: Res<Sheet>, mut saved: ResMut<Saved>) {
    saved.put("sheet", sheet.slug());
}

/// 바뀐 것이 있으면 저장 글을 쓴다. 실패하면 한 번 알리고 (같은 까닭은 되풀이하지 않는다) 다음
/// 바뀜에 다시 해 본다.
fn flush(
    mut saved: ResMut<Saved>,
    mut store: ResMut<Store>,
    mut notice: ResMut<SaveNotice>,
    mut last_error: Local<Option<String>>,
) {
    if !saved.dirty {
        return;
    }
    saved.dirty = false;
    // 이 탭의 자리는 이 탭에만 (웹의 `sessionStorage`; 합치기 전의 이쪽 값).
    let mut place = Fields::new();
    for k in PLACE_KEYS {
        if let Some(v) = saved.get(k) {
            place = place.with(k, v);
        }
    }
    store::keep_tab_place(&place.to_string());
    // 다른 탭이나 창이 그사이 쓴 것 위에, 이 앱이 바꾼 항목만 (읽을 수 없는 글이면 이쪽 것 그대로).
    if let Ok(Some(text)) = store.read()
        && let Ok(stored) = Saved::parse(&text)
    {
        saved.merge_over(&stored);
    } else {
        saved.changed.clear();
    }
    match store.write(&saved.text()) {
        Ok(()) => *last_error = None,
        Err(e) => {
            if last_error.as_deref() != Some(e.as_str()) {
                tracing::warn!("could not save: {e}");
                notice.show(NoticeMsg::WriteFailed(e.clone()));
            }
            *last_error = Some(e);
        }
    }
}
