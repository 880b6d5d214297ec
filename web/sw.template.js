// 서비스 워커 (tools/write-sw.py가 빌드마다 이 틀에서 dist/sw.js를 만든다): 이 판의 파일을 모두 캐시에
// 받아 두어 두 번째 방문부터는 오프라인으로도 뜬다. 판이 바뀌면 새 캐시를 다 받은 뒤에야 (설치 성공)
// 새 판이 되고, 열린 탭이 모두 닫힐 때까지 기다려 한 페이지가 옛 파일과 새 파일을 섞지 않는다.
const VERSION = "__VERSION__";
const CACHE = `arcade-${VERSION}`;
const FILES = __FILES__;

// 받을 때 브라우저의 HTTP 캐시를 거치지 않는다 (`cache: "reload"`): 정적 호스팅은 index.html에도 잠시
// 캐시해도 된다는 머리말을 붙이곤 해서, 그대로 받으면 새 판의 캐시에 옛 index.html이 들어가 옛 파일과
// 새 파일이 섞인다.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("arcade-") && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

// 페이지가 "새 판으로" 단추를 누르면 기다리던 새 판이 바로 켜진다 (페이지는 곧 새로 고친다).
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  // 주소의 ?scene=… 같은 물음은 같은 파일이다.
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(event.request, { ignoreSearch: true }))
      .then((hit) => hit ?? fetch(event.request)),
  );
});
