//! 서로소 집합 (union-find): 이어진 돌 무리를 합치고 찾는다. 헥스(양쪽 변이 이어졌나)와
//! 하바나(다리·포크)가 같이 쓴다. 경로 절반 줄이기로 찾는다.
//!
//! 참고: R. E. Tarjan, "Efficiency of a Good But Not Linear Set Union Algorithm" (JACM 1975);
//! <https://en.wikipedia.org/wiki/Disjoint-set_data_structure>.

/// 부모 번호를 담는 작은 정수 (`u8`, `u16`): 판이 작으면 집합도 작게.
pub(crate) trait Slot: Copy + Eq + Into<usize> + TryFrom<usize> {}
impl Slot for u8 {}
impl Slot for u16 {}

/// 원소 `0..N`의 서로소 집합.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DisjointSet<T: Slot, const N: usize> {
    parent: [T; N],
}

impl<T: Slot, const N: usize> DisjointSet<T, N> {
    /// 모든 원소가 저마다 따로인 집합. `N`이 `T`에 들지 않으면 `None`.
    pub(crate) fn new() -> Option<Self> {
        let mut parent = [T::try_from(0).ok()?; N];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = T::try_from(i).ok()?;
        }
        Some(DisjointSet { parent })
    }

    /// `x`의 대표를 찾으며 지나는 길을 반으로 줄인다.
    pub(crate) fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x].into() != x {
            let gp = self.parent[self.parent[x].into()];
            self.parent[x] = gp;
            x = gp.into();
        }
        x
    }

    /// 길을 줄이지 않고 대표를 찾는다 (`&self`에서).
    pub(crate) fn root(&self, mut x: usize) -> usize {
        while self.parent[x].into() != x {
            x = self.parent[x].into();
        }
        x
    }

    /// `a`와 `b`의 집합을 합친다. 합쳤으면 (흡수된 대표, 새 대표).
    pub(crate) fn union(&mut self, a: usize, b: usize) -> Option<(usize, usize)> {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return None;
        }
        // rb < N이므로 T에 든다 (new가 확인했다).
        self.parent[ra] = T::try_from(rb).ok()?;
        Some((ra, rb))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unions_agree_with_a_brute_force_labelling() {
        let mut d = DisjointSet::<u8, 16>::new().unwrap_or_else(|| panic!("16 fits in u8"));
        let mut label: Vec<usize> = (0..16).collect();
        for (a, b) in [(0, 1), (2, 3), (1, 3), (5, 6), (6, 5), (15, 0), (9, 9)] {
            d.union(a, b);
            let (la, lb) = (label[a], label[b]);
            for l in &mut label {
                if *l == la {
                    *l = lb;
                }
            }
        }
        for x in 0..16 {
            for y in 0..16 {
                assert_eq!(d.root(x) == d.root(y), label[x] == label[y], "{x} {y}");
                assert_eq!(d.clone().find(x), d.root(x));
            }
        }
        assert_eq!(d.union(0, 2), None, "already together");
    }

    #[test]
    fn too_many_elements_for_the_slot_type_are_refused() {
        assert!(DisjointSet::<u8, 300>::new().is_none());
        assert!(DisjointSet::<u16, 300>::new().is_some());
    }
}
