//! `gameai` 명령줄의 시험: 실제 실행 파일을 돌려 출력 형식, JSON, 잘못된 입력의 종료 코드, 엔진
//! 프로토콜(UCI, GTP, Gomocup)을 본다. 한 바이너리에 모은다 (링크를 한 번만 하게).

mod cli;
mod cli_bad;
mod cli_trace;
mod engine_io;
mod level_options;
mod protocols;
mod records;
mod review;
mod tablebase;
mod uci;
