// The club's service worker: only the built files under /assets/ are cached. Vite names each of them by a
// hash of its content, so a cached copy is never stale and is served without asking the network. Everything
// else (the page itself, /api, /ws, the manifest and icons) is left to the network untouched, so the lobby
// and the tables are always live and a new build is picked up on the next load.
/* global self, caches, fetch, URL */
const CACHE = 'kozyr-assets';
// Every build adds new names and nothing removes old ones: keep the newest files, drop the oldest beyond this.
const KEEP = 120;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
  event.respondWith(fromCacheFirst(event.request));
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit !== undefined) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const names = await cache.keys();
    await Promise.all(names.slice(0, Math.max(0, names.length - KEEP)).map((old) => cache.delete(old)));
  }
  return response;
}
