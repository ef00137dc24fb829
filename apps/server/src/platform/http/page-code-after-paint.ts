/**
 * A drawn page's code loads after its first paint (decision 048). The page is readable without
 * it, so its entry script and module preloads wait until the browser has painted the markup,
 * and the stylesheets and first images have the connection to themselves until then. The
 * tags leave the head for a JSON list at the end of the body, which one inline script (allowed
 * by the CSP by its hash) turns back into the same tags after the first paint.
 */

/** The id of the JSON block that lists a drawn page's code. */
const CODE_LIST_ID = 'page-code';

/** When the browser tells of no paint (no Paint Timing, a tab in the background): at most this. */
const LATEST_START_MS = 3000;

/**
 * Runs when the browser reports the page's first paint (Paint Timing, which Chromium reports
 * once the frame is on screen: a slow raster, such as the age gate's blur, holds it back), or
 * after LATEST_START_MS without one. Adds one tag a task: adding all twenty in one task took
 * 10–30 ms in this host's traces, a long task under a phone's slower CPU. Keep it one
 * constant: the CSP allows exactly this text.
 */
export const PAGE_CODE_LOADER_SCRIPT =
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `var c=JSON.parse(document.getElementById('${CODE_LIST_ID}').textContent),tags=[];` +
  `function tag(t,a){var e=document.createElement(t);e.crossOrigin='';` +
  `for(var k in a)e[k]=a[k];tags.push(e)}` +
  `c.preloads.forEach(function(h){tag('link',{rel:'modulepreload',href:h})});` +
  `tag('script',{type:'module',src:c.entry});` +
  `(function next(){var e=tags.shift();if(e){document.head.appendChild(e);setTimeout(next)}})()}` +
  `try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(start)})` +
  `.observe({type:'paint',buffered:true})}catch(e){}` +
  `setTimeout(start,${LATEST_START_MS})})()`;

const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

interface PageCode {
  /** The head without its module script and preloads. */
  readonly head: string;
  /** The JSON list and its loader, for the end of the body; '' when the head had no entry. */
  readonly bodyTags: string;
}

/** Moves `head`'s module entry script and module preloads to the loader. */
export function loadCodeAfterFirstPaint(head: string): PageCode {
  const entries = [...head.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return { head, bodyTags: '' };
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // Asset paths only, but a "<" must never end the script block early.
  const list = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
  return {
    head: head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    bodyTags:
      `<script type="application/json" id="${CODE_LIST_ID}">${list}</script>` +
      `<script>${PAGE_CODE_LOADER_SCRIPT}</script>`,
  };
}
