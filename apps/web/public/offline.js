/* global window, location -- a plain script of offline.html */
/*
 * The offline page goes back to the page that was asked for once the server answers again: on the browser's
 * `online` event, and a few times while the browser already says it is online (the service worker also shows
 * this page when a page takes too long on a slow network). Asks a bare health check, which touches no data,
 * after 2, 4, 8, 16, 32 then 64 s; "Réessayer" stays for anyone who does not want to wait.
 */
(function () {
  var delays = [2000, 4000, 8000, 16000, 32000, 64000];
  var timer;

  function probe(attempt) {
    if (attempt >= delays.length) return;
    timer = setTimeout(function () {
      fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(10000) })
        .then(function (response) {
          if (response.ok) location.reload();
          else probe(attempt + 1);
        })
        .catch(function () {
          probe(attempt + 1);
        });
    }, delays[attempt]);
  }

  window.addEventListener('online', function () {
    clearTimeout(timer);
    probe(0);
  });
  if (navigator.onLine) probe(0);
})();
