//! 나무의 체스 국면이 네 기물 이하면 (프리셋 "krk", 끝내기에 닿은 지금 대국) 세션의 끝내기 표를
//! 청하고, 풀리면 수업을 표와 함께 다시 찾는다: 표가 답한 노드는 "끝내기 표" 잎으로 보인다.

use bevy::prelude::*;
use gameai::tablebase::{Generator, Material, Tablebase};

use super::SearchLesson;
use super::position::{Position, SeekTo};
use crate::scenes::tables::EndgameTables;
use crate::scenes::transposition::state::TransMode;
use crate::think::Thinker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ask_tables
            .in_set(crate::AppSet::Think)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    app.add_systems(OnExit(TransMode::Tree), stop);
}

/// 나무의 뿌리가 네 기물 이하의 체스 국면이면 그 재료 (표의 이름).
pub(super) fn root_material(lesson: &SearchLesson) -> Option<Material> {
    let Position::Chess(g) = &lesson.root else {
        return None;
    };
    let b = g.board();
    (b.occupied().count_ones() as usize <= gameai::tablebase::MAX_PIECES)
        .then(|| Material::of(b).normalized().0)
        .filter(|m| !m.is_bare_kings())
}

/// 뿌리의 표가 없으면 청하고, 수업이 그 표 없이 찾았으면 표와 함께 다시.
fn ask_tables(
    mut lesson: ResMut<SearchLesson>,
    mut tables: ResMut<EndgameTables>,
    mut maker: ResMut<Thinker<Generator>>,
) {
    let Some(m) = root_material(&lesson) else {
        return;
    };
    let Position::Chess(g) = &lesson.root else {
        return;
    };
    let board = *g.board();
    let Ok(Some(oracle)) = tables.for_search(&mut maker, &board) else {
        return;
    };
    if !tables.has(&m) {
        return;
    }
    let asked = lesson
        .now
        .tables
        .as_ref()
        .and_then(|o| o.source().downcast_ref::<Tablebase>())
        .is_some_and(|t| t.table(&m).is_some());
    if !asked {
        // 보던 사건(링크의 `tree=krk/…/6`, 되감은 커서)은 새 탐색에서도 그 번호로.
        let at = match lesson.seek_on_done {
            Some(at) => Some(at),
            None if lesson.cursor() < lesson.events.len() => Some(SeekTo::Event(lesson.cursor())),
            None => None,
        };
        let mut now = std::mem::take(&mut lesson.now);
        now.tables = Some(oracle);
        let (preset, rung, depth) = (lesson.preset, lesson.rung, Some(lesson.depth));
        *lesson = SearchLesson::with_depth(preset, rung, depth, now);
        if let Some(at) = at {
            lesson.open_at(at);
        }
    }
}

/// 나무를 떠나면 청한 표를 그만둔다 (풀린 표는 남는다).
fn stop(mut tables: ResMut<EndgameTables>, mut maker: ResMut<Thinker<Generator>>) {
    tables.stop(&mut maker);
}
