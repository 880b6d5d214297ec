//! 표준 입출력으로 말하는 엔진(`gameai uci`, `gtp`, `pbrain`)을 시험에서 모는 도구: 실행 파일을
//! 띄우고, 줄을 보내고, 답을 줄 단위로 (시간 한도 안에) 읽는다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// 한 줄을 기다리는 한도 (끝없는 탐색은 여기서 실패한다).
pub const WAIT: Duration = Duration::from_secs(10);

/// 돌고 있는 엔진 하나. 떨어뜨리면 끝낸다.
pub struct Session {
    pub child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    /// `gameai ARGS`를 띄운다.
    pub fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gameai"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let reader = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in reader.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    /// 한 줄 보낸다.
    pub fn send(&mut self, s: &str) {
        self.send_bytes(format!("{s}\n").as_bytes());
    }

    /// 바이트 그대로 보낸다 (UTF-8이 아닌 줄의 시험).
    pub fn send_bytes(&mut self, b: &[u8]) {
        self.stdin.write_all(b).unwrap();
        self.stdin.flush().unwrap();
    }

    /// 다음 줄 ([`WAIT`] 안에).
    pub fn line(&mut self) -> String {
        self.lines
            .recv_timeout(WAIT)
            .unwrap_or_else(|_| panic!("no answer within {WAIT:?}"))
    }

    /// 이미 받은 줄들 (기다리지 않는다; 엔진이 끝난 뒤 남은 출력을 볼 때).
    pub fn received(&mut self) -> Vec<String> {
        self.lines.try_iter().collect()
    }

    /// `prefix`로 시작하는 줄까지 읽고, 그때까지의 줄들.
    pub fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(WAIT)
                .unwrap_or_else(|_| panic!("no {prefix:?} within {WAIT:?} after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
