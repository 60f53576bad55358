// A timeline of a window's webview start-ups (loads, service workers, console, main-thread stalls), for finding where
// a slow one spent its time: MCP_LENS_E2E_TRACE=1 with the webviews suite.

const WEBVIEW_LOADS = /\/pre\/(index\.html|service-worker\.js|fake\.html)/;
// the workbench's own code and fonts are left out: only what it loads once the window runs
const WORKBENCH_CODE = /\/static\/out\/vs\/(?!workbench\/contrib\/webview)|\.woff2?$|\.css$|\/_static\//;

function short(url) {
  return url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/stable-[0-9a-f]+/, '')
    .replace(/(id=[0-9a-f]{8})[^&]*.*$/, '$1')
    .slice(0, 110);
}

/** Starts recording; `lines(from, to, origin)` lists what happened between two timestamps, relative to `origin`. */
export async function traceWindow(page) {
  const events = [];
  const add = (what) => events.push({ at: Date.now(), what });
  page.context().on('request', (r) => {
    if (!WORKBENCH_CODE.test(r.url())) add(`request ${short(r.url())}`);
  });
  page.context().on('requestfinished', (r) => {
    if (WEBVIEW_LOADS.test(r.url())) add(`loaded ${short(r.url())}`);
  });
  page.on('console', (m) => {
    if (!/allow-scripts and allow-same-origin/.test(m.text())) add(`console ${m.text().slice(0, 120)}`);
  });
  // each service worker version's life (new, installing, installed, activating, activated; stopped, starting, running)
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      const state = `${v.status}/${v.runningStatus}`;
      if (seen.get(v.versionId) === state) continue;
      seen.set(v.versionId, state);
      add(`service worker version ${v.versionId} (registration ${v.registrationId}, ${short(v.scriptURL)}) ${state}`);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => {
    let last = Date.now();
    window.__mcpLensStalls = [];
    setInterval(() => {
      const now = Date.now();
      if (now - last > 150) window.__mcpLensStalls.push({ at: now, ms: now - last });
      last = now;
    }, 20);
  });
  return {
    async lines(from, to, origin) {
      const stalls = await page.evaluate(() => window.__mcpLensStalls).catch(() => []);
      const all = [...events, ...stalls.map((s) => ({ at: s.at, what: `main thread stalled ${s.ms} ms` }))];
      return all
        .filter((e) => e.at >= from && e.at <= to)
        .sort((a, b) => a.at - b.at)
        .map((e) => `${e.at - origin >= 0 ? '+' : ''}${e.at - origin} ms ${e.what}`);
    },
  };
}
