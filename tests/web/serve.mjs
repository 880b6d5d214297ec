// 브라우저 시험들이 함께 쓰는 것: dist/를 localhost에서 내보내는 정적 서버와 헤드리스 Chromium.

import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".ttf": "font/ttf",
  ".png": "image/png",
  ".json": "application/manifest+json",
};

/** `dir`를 내보내는 서버를 띄우고 { base, port, close }를 돌려준다. `block`의 경로들은 404로 답한다
 * (파일을 받지 못한 브라우저를 흉내 낸다). `port`를 주면 그 포트에 (같은 출처로 다시 띄울 때). */
export async function serve(dir, { block = [], port = 0 } = {}) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (block.includes(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
      res.end(data);
    });
  });
  const sockets = new Set();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
  const bound = server.address().port;
  return {
    base: `http://127.0.0.1:${bound}/`,
    port: bound,
    // 살아 있는 연결까지 끊는다 (서버가 정말 사라진 것처럼).
    close: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

/** 헤드리스 Chromium (WebGL2는 SwiftShader). 닫힌 네트워크에서 조용하도록 배경 연결을 끈다. `extra`는
 * 더 줄 명령줄 인자 (예: `--force-device-scale-factor=2`). */
export function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      ...extra,
    ],
  });
}
