/**
 * Inline scripts of a shared document. A shared page is cached and may be served by a CDN, so its policy cannot rely
 * on a per-response nonce (every copy would carry the same one): it allows the inline scripts the shell wrote into the
 * document by their SHA-256 hashes instead (ADR 0600). Personal pages keep their fresh nonce.
 */
import { createHash, type Hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  earlyAddKeyMark,
  earlyAddMark,
  earlyDiscloseMark,
  earlyHrefMark,
  earlyOpenMark,
  earlyOwnedMark,
  earlySearchMark,
  earlySuggestionsMark,
  personalMarkPrefix,
  signedInHintCookie,
} from '@storefront/shared/config';
import { consentCookie } from '@storefront/shared/consent';
import { localeCookie, localeCookieMaxAge } from '@storefront/shared/i18n';
import {
  cartBadgeMark,
  cartPersonalMark,
  earlyCountMark,
  earlyInputGlobal,
  heldMark,
  languageChoiceMark,
  lateAddEvent,
  waitingMark,
} from '../../src/app/early-input.ts';
import { pageDataGlobal } from '../../src/app/page-data.ts';
import { countryNoticeCookie, sharedStateMarks } from '../../src/app/visitor.ts';
import { documentText, SharedText, type DocumentPiece } from '../document-gzip.ts';
import { objectIds } from './object-ids.ts';
import { pagePartParam } from './page-part.ts';

/**
 * Runs in the head, before the body is parsed: marks the root with what the cookies say, so CSS hides the consent
 * banner of a shopper who already chose, the country notice a shopper dismissed for the country the page was
 * rendered for (`data-visitor`) and the guest's "Sign in" link of a signed-in shopper, from the first paint. The browser's providers then read the same cookies.
 */
export const personalStateScript =
  `(function(){var d=document.documentElement,c='; '+document.cookie;` +
  `if(c.indexOf('; ${consentCookie}=necessary')>=0)d.setAttribute('${sharedStateMarks.consentSaved}','');` +
  `if(c.indexOf('; ${signedInHintCookie}=1')>=0)d.setAttribute('${sharedStateMarks.signedIn}','');` +
  `var m=/; ${countryNoticeCookie}=([A-Z]{2})/.exec(c);` +
  `if(m&&m[1]===d.getAttribute('${sharedStateMarks.visitor}'))d.setAttribute('${sharedStateMarks.noticeAnswered}','')})()`;

/** A CSP source for a script's text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A script's text: whole, or in a document's pieces (the page data, whose large parts many documents share). */
export type ScriptText = string | readonly DocumentPiece[];

/** A number for each shared text met (its identity in a key). */
const sharedTextId = objectIds<SharedText>();

/**
 * The own text a script's leading pieces may hold to be named by it: the page data's first keys are a few dozen bytes,
 * and a catalogue under the size of a piece of its own (2 KB) is own text too.
 */
const leadingTextLimit = 4096;
/** Hashes that have read a script's leading pieces, by those pieces; the least recently used goes first. */
const leadingHashes = new LRUCache<string, Hash>({ max: 256 });

/**
 * `scriptHash` of the pieces joined. A script whose pieces up to its last shared one are the same as another's (a page
 * data's first keys, its catalogue and its kept queries: 20-50 KB of the same text on every render of a page) starts
 * from a copy of the hash that read them once, and reads only the rest (ADR 0600, "The page data compressed once").
 * Pieces meet at the JSON's own punctuation, never inside a character, so reading them one by one reads the same bytes.
 */
export function piecesHash(pieces: readonly DocumentPiece[]): string {
  const last = pieces.findLastIndex((piece) => piece instanceof SharedText);
  let key = '';
  let leadingText = 0;
  for (let i = 0; i <= last; i++) {
    const piece = pieces[i]!;
    if (typeof piece === 'string') {
      leadingText += piece.length;
      key += `${piece.length}:${piece}`;
    } else key += `#${sharedTextId(piece)};`;
  }
  if (last === -1 || leadingText > leadingTextLimit) return scriptHash(documentText(pieces));
  let leading = leadingHashes.get(key);
  if (!leading) {
    leading = createHash('sha256');
    for (let i = 0; i <= last; i++) {
      const piece = pieces[i]!;
      if (typeof piece === 'string') leading.update(piece, 'utf8');
      else leading.update(piece.bytes);
    }
    leadingHashes.set(key, leading);
  }
  // The kept hash is only ever copied: a digest would end it.
  const hash = leading.copy();
  for (let i = last + 1; i < pieces.length; i++) hash.update(pieces[i] as string, 'utf8');
  return `'sha256-${hash.digest('base64')}'`;
}

/** Sources of the scripts many documents share (the head's, a kind of page's starter), by text; a few dozen at most. */
const commonSources = new Map<string, string>();
const commonSourcesKept = 64;

function commonSource(text: string): string {
  let source = commonSources.get(text);
  if (source === undefined) {
    source = scriptHash(text);
    if (commonSources.size >= commonSourcesKept) commonSources.delete(commonSources.keys().next().value as string);
    commonSources.set(text, source);
  }
  return source;
}

/**
 * The CSP sources of the scripts a shared document runs inline, from the scripts the shell wrote into it, not read back
 * from the document: a `<script>` that came inside the page's data (a description, a content page from another
 * backend) is never allowed by it, and the document is not searched (ADR 0600). `common` scripts are the same on many
 * pages and hashed once per text; `own` ones (the page's data) on each call.
 */
export function scriptSources(common: readonly string[], own: readonly ScriptText[]): string[] {
  const ownSource = (text: ScriptText) => (typeof text === 'string' ? scriptHash(text) : piecesHash(text));
  return [...new Set([...common.map(commonSource), ...own.map(ownSource)])].sort();
}

/** A script the starter adds: its URL and, when known, its sha384 (checked by the browser, fetched in CORS mode). */
export type StarterFile = readonly [url: string, integrity: string];

/** Every file a shared page's start will ask for, once each, the shell's first (its own preloads and scripts). */
const aheadOf = (files: Parameters<typeof starterScript>[0]): string[] =>
  files.ahead === undefined
    ? []
    : [...new Set([...files.preload.map(([url]) => url), ...files.scripts.map(([url]) => url), ...files.ahead])];

/** What a field of each kind is, for the starter: typed into (its text replayed) or pressed (its click held back). */
const textInput = '^(?!(checkbox|radio|submit|button|image|reset|file|range|color)$)';

/**
 * The main thread's time the starter gives to adding files to fetch ahead in one idle period (ms, as the page's clock
 * reads). Small enough that a slice stays short of a long task (50 ms) on a CPU four times slower than the one it was
 * read on, as Lighthouse's simulated phone counts a desktop run's tasks; a link costs a few ms on a phone at ×4.
 */
export const aheadSliceMs = 5;

/**
 * The end of a shared page's body (ADR 0502): instead of its script tags, this starter. It adds the shell's preloads
 * and scripts at the shopper's first sign of use (a pointer moved or pressed, a touch, a key, a focus, a scroll),
 * or at once when the browser has something personal to show in the header (the signed-in hint, a mark left by an
 * app: `personalMarkPrefix`), or when another tab leaves such a mark (its cart, a saved list). A language link
 * pressed before then saves the choice in the locale cookie as the app would. Until the hydrated page has played them it holds back the clicks and submits that need
 * the app (links, forms with an action, lists and text fields keep their native behaviour, unless a press is already
 * waiting), and remembers typing and list choices; the shell plays them again once hydrated
 * (`shell/src/app/early-input.ts`). A script that cannot load lets everything go.
 */
export function starterScript(
  files: {
    preload: readonly StarterFile[];
    scripts: readonly StarterFile[];
    /**
     * Other files the start will ask for (the rendered remote modules' entries and chunks): with the shell's own, they
     * are fetched ahead, not run, once the page has loaded and the browser is idle, unless the shopper saves data or
     * is on a 2G link. The first use then runs them from the cache instead of waiting for the network (ADR 0502).
     */
    ahead?: readonly string[];
  },
  {
    atOnce = false,
    personal = false,
  }: {
    /**
     * Start at once (a personal page whose app has work before the shopper acts), still holding what is pressed and
     * typed until the hydrated page plays it: a form submitted before then is never sent natively (ADR 0502).
     */
    atOnce?: boolean;
    /**
     * A personal page, rendered with the shopper's session (ADR 0504): its header already shows the signed-in
     * shopper and the cart, so neither starts it; a saved list (kept in the browser) does, and so does a region the
     * server left to the browser (React marks it `<!--$!-->`), seen once the document has been read whole.
     */
    personal?: boolean;
  } = {},
): string {
  /** The events of a press before its click, each of which React hydrates the pressed region on. */
  const pressStart = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'touchend', 'focusin'];
  const triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  const pressable =
    'a[href],summary,button,input,label,[role=button],[role=tab],[role=checkbox],[role=switch],[role=option],[role=menuitem]';
  return (
    `(function(w,d){var h=d.documentElement,q=w.${earlyInputGlobal}=[],on=0,st,pl=0,pre=null,ai=0,K={},at=w.location.href,cur={data:w.${pageDataGlobal}},DP='window.${pageDataGlobal}=',` +
    `T=${JSON.stringify(triggers)},P=${JSON.stringify(files.preload)},S=${JSON.stringify(files.scripts)},` +
    `A=${JSON.stringify(aheadOf(files))},` +
    `X=/${textInput}/;` +
    // Adds one file: a preload or an async script, with its hash and CORS mode when known. A script that cannot load
    // (gone after a deploy, refused by its hash) means no app: what was held is let go.
    `function add(u,x,p){var e=d.createElement(p?'link':'script');` +
    `if(p){e.rel='preload';e.as='script';e.href=u}else{e.src=u;e.async=true;e.onerror=fail}` +
    `if(x){e.setAttribute('integrity',x);e.setAttribute('crossorigin','anonymous')}d.head.appendChild(e)}` +
    `function fail(){h.setAttribute('data-hydrated','failed');q.done=true;h.removeAttribute('${waitingMark}');` +
    `for(var i=0;i<q.length;i++)q[i].target.removeAttribute('${heldMark}')}` +
    // A page brought in place starts once its data has come (asked after its list showed); without it, it is loaded.
    `function go(){if(on)return;on=1;var i;for(i=0;i<T.length;i++)w.removeEventListener(T[i],sign,true);` +
    `if(cur.data||!cur.wait)run();else cur.wait.then(function(){if(cur.data)run();else w.location.reload()})}` +
    `function run(){var i;` +
    `for(i=0;i<P.length;i++)add(P[i][0],P[i][1],1);for(i=0;i<S.length;i++)add(S[i][0],S[i][1],0)}` +
    // Held until the hydrated page has played the queue (the replay's own events pass), unless the app failed.
    `function live(){return!q.done&&!q.playing&&h.getAttribute('data-hydrated')!=='failed'}` +
    // Held: no default action, and no other listener (React's, once hydrating) sees it before its replay. A press
    // repeated at once (an impatient double tap) is one; anything else is queued in the order it came.
    `function hold(e,k,t,s){e.preventDefault();e.stopImmediatePropagation();var l=q[q.length-1];` +
    `if(!l||l.target!==t||l.kind!==k){q.push({kind:k,target:t,submitter:s||null});t.setAttribute('${heldMark}','')}` +
    `h.setAttribute('${waitingMark}','');go()}` +
    // The page's first press, when it is one api call the page can make itself ("Add to cart", `earlyAddMark`), is
    // made at once: the header shows the new count without waiting for the app, which adopts the answer when it
    // starts (`early`, read by the replay). A refusal or a failure puts the press first in the queue instead: the app
    // makes it again and explains. A second press of the same button meanwhile is the same press.
    // One api call, as the app's base query makes it: its envelope's psdata, or a rejection.
    `function call(n,b){var c=w.${pageDataGlobal},u=c&&c.config&&c.config.apiBaseUrl||'/api';` +
    `return fetch(u+'/'+n,{method:'POST',credentials:'include',headers:{accept:'application/json',` +
    `'content-type':'application/json','accept-language':h.lang},body:b}).then(function(r){return r.json()})` +
    `.then(function(b){if(!b||b.success!==true||!b.psdata)throw b;return b.psdata})}` +
    // The call carries a key of its own (`idempotency_key`). When it fails, the key is left on the button
    // (`earlyAddKeyMark`) and the app makes the add again with it: an answer lost on the way (the add made all the
    // same) adds once, and a refusal recorded nothing under the key.
    `function key(){var r=crypto.getRandomValues(new Uint32Array(4)),k='add-',i;` +
    `for(i=0;i<4;i++)k+=('0000000'+r[i].toString(16)).slice(-8);return k}` +
    // The app may have started and played its queue while the button's region has not hydrated yet (a scroll started
    // it; the region's `earlyOwnedMark` still reads `no`, as the server rendered it): the add is still made here, the
    // app hears of it by an event (`lateAddEvent`), and a failed one is pressed again with its key once the region
    // reads `yes`. A region without the mark (a remote built before it) is the app's once the queue is played.
    `function lone(t){return!q.early&&!q.length&&!q.playing&&t.hasAttribute('${earlyAddMark}')&&` +
    `!t.closest('[${earlyOwnedMark}=yes]')&&(live()||!!t.closest('[${earlyOwnedMark}=no]'))&&h.getAttribute('data-hydrated')!=='failed'}` +
    `function again(t,n){if(t.closest('[${earlyOwnedMark}=yes]'))t.click();else if(n<300&&t.isConnected)setTimeout(function(){again(t,n+1)},50)}` +
    `function early(e,t,a){e.preventDefault();e.stopImmediatePropagation();t.setAttribute('${heldMark}','');` +
    `var late=q.done;if(!late)h.setAttribute('${waitingMark}','');q.from=t;var b=JSON.parse(a),k=key();b.idempotency_key=k;` +
    `q.early=call('createCartItem',JSON.stringify(b)).then(function(c){var n=d.querySelector('[${cartBadgeMark}]');` +
    `if(n)n.setAttribute('${earlyCountMark}',String(c.products_count));t.removeAttribute('${heldMark}');` +
    `if(late)w.dispatchEvent(new Event('${lateAddEvent}'));` +
    `return{body:JSON.parse(a),cart:c}}).catch(function(){t.setAttribute('${earlyAddKeyMark}',k);` +
    // The app could not start meanwhile (\`fail\`): nothing will replay it, and the button is let go.
    `if(late||q.done){t.removeAttribute('${heldMark}');if(late)again(t,0)}else q.unshift({kind:'click',target:t,submitter:null});return null})` +
    // The app starts once the answer has been painted: its start would hold the main thread while the answer waits to
    // be shown.
    `.then(function(x){painted(go);return x})}` +
    // A control that stands for another shared page (a facet's box) brings that page in place: its app region (the
    // part `?${pagePartParam}=app` cuts from the page the link loads, from the shop's render cache) replaces this page's
    // content before this page's own scripts, it takes the page's title, and the address moves; focus moves to the
    // same control. Its data, which the app will start with, is asked next, at low priority (\`?${pagePartParam}=data\`):
    // the list shows without waiting for it. Anything amiss (no such page, the app started meanwhile) loads the page
    // natively instead. Back and Forward before the app runs bring back the page kept for that address (its boxes as
    // the server wrote them), or load it. Each page shown is a record: its nodes, title, data and the data's wait.
    `function data(r){var k=r.getElementsByTagName('script'),j;for(j=0;j<k.length;j++)` +
    `if(k[j].parentNode===r&&(k[j].textContent||'').indexOf(DP)===0)return k[j];return null}` +
    // Writes the nodes of \`l\` as the children of \`pa\` before \`end\`, keeping in place every node that is already the
    // same (a tile on both pages, the header, the footer) and changing the others' attributes and texts where the two
    // are alike: the browser styles and lays out only what changed, where a region written anew was styled and laid out
    // whole in the frame of its answer (ADR 0502). Nodes left out of the new list (products filtered away) go and nodes
    // new to it come, found by looking a few nodes ahead on either side, so that a tile is never rewritten into another
    // product. What ends up is the new page's nodes, as hydration will read them.
    `function kids(pa,end,l){var a=pa.firstChild,i,b,e,n,m,s,x;for(i=0;i<l.length;i++){b=l[i];if(a===end)a=null;` +
    `e=a&&a.isEqualNode(b);x=0;if(a&&!e){for(m=a.nextSibling,s=0;m&&m!==end&&s<8;m=m.nextSibling,s++)if(m.isEqualNode(b)){` +
    `while(a!==m){n=a.nextSibling;pa.removeChild(a);a=n}e=1;break}` +
    `if(!e)for(s=i+1;s<l.length&&s<i+9;s++)if(a.isEqualNode(l[s])){x=1;break}}` +
    `if(a&&!x&&(e||a.nodeType===b.nodeType&&a.nodeName===b.nodeName)){if(!e)sync(a,b);a=a.nextSibling}` +
    `else pa.insertBefore(b,a||end)}while(a&&a!==end){n=a.nextSibling;pa.removeChild(a);a=n}}` +
    `function sync(a,b){var i,t,x=a.attributes,y=b.attributes;if(a.nodeType!==1){if(a.data!==b.data)a.data=b.data;return}` +
    `for(i=x.length-1;i>=0;i--)if(!b.hasAttribute(x[i].name))a.removeAttribute(x[i].name);` +
    `for(i=0;i<y.length;i++){t=y[i];if(a.getAttribute(t.name)!==t.value)a.setAttribute(t.name,t.value)}` +
    `kids(a,null,[].slice.call(b.childNodes))}` +
    // A copy of the page shown (for Back), as the server wrote it: without the mark of the control pressed. Made in a
    // document of its own, with no window: a copy in this one loads its pictures again, each an SVG document to build
    // on the main thread before the answer's frame (read at ×6: 20 of them, 400 ms).
    `function copy(){var o=d.getElementById('app'),os=o&&data(o),c=[],k,m,z,y,i=d.implementation.createHTMLDocument('');if(!os)return c;` +
    `for(k=o.firstChild;k!==os;k=k.nextSibling){m=i.importNode(k,true);c.push(m);if(m.nodeType!==1)continue;` +
    `m.removeAttribute('${heldMark}');for(z=m.querySelectorAll('[${heldMark}]'),y=0;y<z.length;y++)z[y].removeAttribute('${heldMark}')}return c}` +
    `function put(p,to,nm,vl,c){var o=d.getElementById('app'),os=o&&data(o),k,j,op=[],fa=d.activeElement;if(!os)return 0;` +
    `for(k=o.querySelectorAll('[${earlyDiscloseMark}]'),j=0;j<k.length;j++)if(k[j].getAttribute('aria-expanded')==='true')op.push(j);` +
    // The page left is kept as a copy (for Back), made while the page brought in was on its way when it could be; the
    // page brought in is written over it, node by node (\`kids\`).
    `cur.nodes=c||copy();cur.title=d.title;K[at]=cur;at=to;cur=p;` +
    `kids(o,os,p.nodes);if(p.data)w.${pageDataGlobal}=p.data;d.title=p.title;` +
    // A region the shopper opened (the phone's filters) stays open on the page brought in: the same disclosure, by its
    // place among the page's disclosures (the regions' ids are React's, which may differ from page to page).
    `for(k=o.querySelectorAll('[${earlyDiscloseMark}]'),j=0;j<op.length;j++){var b=k[op[j]],r=b&&d.getElementById(b.getAttribute('aria-controls')||'');` +
    `if(r){r.setAttribute('${earlyOpenMark}','');b.setAttribute('aria-expanded','true')}}` +
    `for(k=o.getElementsByTagName('input'),j=0;j<k.length;j++){k[j].checked=k[j].defaultChecked;` +
    `if(nm&&k[j].name===nm&&k[j].value===vl)refocus(k[j],fa)}return 1}` +
    // Focus moves to the same control once the page brought in has been painted, unless the shopper has moved it (focus
    // left on a node the page brought in wrote into another control moves too): a
    // focus at once made the browser style and lay out the new region inside this task, then again in the frame for
    // what changed after it (the waiting mark on the root), before the list could show (ADR 0502).
    `function refocus(e,f){painted(function(){var a=d.activeElement;if(e.isConnected&&(!a||a===d.body||a===f))e.focus({preventScroll:true})})}` +
    `function part(u,k){var x=new URL(u,at);x.searchParams.set('${pagePartParam}',k);return x.href}` +
    // The app region is asked for at the start of the press on such a control (its pointerdown), not at its click a
    // tap's length later; a press that becomes a scroll leaves that answer unused (a cached part of a cached page).
    `function ask(u){return fetch(part(u,'app'),{credentials:'include',headers:{accept:'text/html'}})}` +
    `w.addEventListener('pointerdown',function(e){var t=e.target,f;if(on||pl||q.length||q.early||!w.fetch||!t||!t.closest)return;` +
    `f=t.closest('[${earlyHrefMark}]');if(!f)return;pre={u:f.getAttribute('${earlyHrefMark}'),f:ask(f.getAttribute('${earlyHrefMark}'))};` +
    `pre.f.catch(function(){})},true);` +
    `function got(r){if(!r.ok||r.redirected)throw r;return r}` +
    `function place(t,u){if(pl)return;pl=1;h.setAttribute('${waitingMark}','');var tp=d.createElement('template'),` +
    // The control pressed shows it is being answered (dimmed, the progress pointer over it) until its page is in.
    `g=t.closest('[${earlyHrefMark}]')||t;g.setAttribute('${heldMark}','');` +
    `if(!w.fetch||!('content' in tp)){w.location.assign(u);return}` +
    // The copy of this page is made in a task of its own after the press's, while its answer is awaited.
    `var a=pre&&pre.u===u?pre.f:ask(u),cp=null;pre=null;setTimeout(function(){if(pl)cp={of:cur,nodes:copy()}},0);a.then(function(r){return got(r).text()})` +
    `.then(function(x){tp.innerHTML=x;var f=tp.content,n=f.querySelector('title'),j=[],p;` +
    `if(on||!n)throw x;f.removeChild(n);while(f.firstChild)j.push(f.removeChild(f.firstChild));p={nodes:j,data:null,title:n.textContent};` +
    // The copy is of the page still shown, unless Back or Forward showed another meanwhile.
    `if(!j.length||!put(p,new URL(u,at).href,t.name,t.value,cp&&cp.of===cur?cp.nodes:null))throw x;` +
    `w.history.pushState(null,'',u);pl=0;h.removeAttribute('${waitingMark}');g.removeAttribute('${heldMark}');` +
    `p.wait=fetch(part(u,'data'),{credentials:'include',priority:'low',headers:{accept:'application/json'}})` +
    `.then(function(r){return got(r).json()}).then(function(v){p.data=v;if(cur===p)w.${pageDataGlobal}=v}).catch(function(){})` +
    `}).catch(function(){w.location.assign(u)})}` +
    `w.addEventListener('popstate',function(){var p=K[w.location.href];if(on||!p)return;delete K[w.location.href];` +
    `if(!put(p,w.location.href))w.location.reload()});` +
    `function disclose(e,t){e.preventDefault();e.stopImmediatePropagation();` +
    `var r=d.getElementById(t.getAttribute('aria-controls')||'');if(!r)return;var o=!r.hasAttribute('${earlyOpenMark}');` +
    `if(o)r.setAttribute('${earlyOpenMark}','');else r.removeAttribute('${earlyOpenMark}');t.setAttribute('aria-expanded',String(o))}` +
    // Links and a form with an action work without the app, unless a press is waiting: then they wait their turn.
    `w.addEventListener('click',function(e){var t=e.target;if(!t||!t.closest)return;` +
    `t=t.closest('${pressable}');if(!t||t.matches('summary'))return;` +
    `if(q.early&&t===q.from&&(live()||t.hasAttribute('${heldMark}'))){e.preventDefault();e.stopImmediatePropagation();return}` +
    `if(lone(t)){early(e,t,t.getAttribute('${earlyAddMark}'));return}` +
    `if(!live())return;` +
    // A language chosen before the app runs is saved as the app saves it (the link then loads that page natively).
    `var l=t.getAttribute('${languageChoiceMark}');` +
    `if(l)d.cookie='${localeCookie}='+l+'; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax';` +
    // Nothing waiting: a disclosure opens or closes its region, and a control that stands for another shared page (a
    // facet's box) loads it, as the page would without scripts; neither starts the app (`sign` lets them be).
    `if(!q.length&&!q.early){if(t.hasAttribute('${earlyDiscloseMark}')){disclose(e,t);return}` +
    `var f=t.closest('[${earlyHrefMark}]');if(f){if(t.tagName==='LABEL'&&t.control)return;` +
    `place(t,f.getAttribute('${earlyHrefMark}'));return}}` +
    `if(t.matches('a[href]')){if(!t.closest('[${earlySuggestionsMark}]')&&(q.length||q.early)&&!e.button&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&!e.altKey)hold(e,'click',t);return}` +
    `if(t.tagName==='INPUT'&&X.test(t.type))return;` +
    `if(t.tagName==='LABEL'&&!(t.control&&/^(checkbox|radio)$/.test(t.control.type)))return;` +
    `if(!q.length&&!q.early&&t.form&&t.form.hasAttribute('action')&&/^(submit|image)$/.test(t.type))return;` +
    `hold(e,'click',t)},true);` +
    `w.addEventListener('submit',function(e){var f=e.target;` +
    `if(live()&&(q.length||q.early||!f.hasAttribute('action')))hold(e,'submit',f,e.submitter)},true);` +
    // Typed into the search box with nothing pressed before: its suggestions are asked once the typing pauses and
    // shown in a list of links of the starter's own (outside the app's root, so hydration never meets it); the app
    // starts once they have been painted, and drops the list when its own suggestions show.
    // Runs f once the next frame has been painted (an animation frame, then a task): the app's start waits for an
    // answer the page has just shown (the early add's count, the early suggestions), else its first tasks would come
    // before that frame.
    `function painted(f){(w.requestAnimationFrame||setTimeout)(function(){setTimeout(f,0)})}` +
    `function pressed(){for(var i=0;i<q.length;i++)if(q[i].kind==='click'||q[i].kind==='submit')return 1;return 0}` +
    `function drop(){var v=d.querySelector('[${earlySuggestionsMark}]');if(v)v.remove()}` +
    `function box(t){try{return JSON.parse(t.getAttribute('${earlySearchMark}')||'{}')}catch(x){return{}}}` +
    `function suggest(t){clearTimeout(st);var p=t.value.trim(),x=box(t);if(p.length<(x.minLength||2)){drop();return}` +
    `st=setTimeout(function(){call('search',JSON.stringify({s:p,suggestions:true})).then(function(a){` +
    `if(live()&&t.value.trim()===p)show(t,a,x)}).catch(function(){}).then(function(){painted(go)})},x.pauseMs||0)}` +
    `function item(l,o,n,m){var i=d.createElement('li'),k=d.createElement('a'),e;k.href=o.link;` +
    `if(m){e=d.createElement('img');e.setAttribute('loading','lazy');e.src=m;e.alt='';e.width=40;e.height=50;k.appendChild(e)}` +
    `e=d.createElement('span');e.textContent=o.name;k.appendChild(e);` +
    `if(n){e=d.createElement('small');e.textContent=n;k.appendChild(e)}i.appendChild(k);l.appendChild(i)}` +
    `function show(t,a,x){drop();var r=t.getBoundingClientRect(),` +
    `v=d.createElement('div'),l=d.createElement('ul'),i,p=a.products||[],c=a.categories||[];` +
    `v.setAttribute('${earlySuggestionsMark}','');l.setAttribute('aria-label',x.label||'');` +
    `v.style.top=r.bottom+w.scrollY+4+'px';v.style.left=r.left+w.scrollX+'px';v.style.width=r.width+'px';` +
    `for(i=0;i<p.length;i++)item(l,p[i],p[i].price,p[i].image_url);for(i=0;i<c.length;i++)item(l,c[i],x.category);` +
    `if(l.firstChild){v.appendChild(l);d.body.appendChild(v)}}` +
    `w.addEventListener('keydown',function(e){if(e.key==='Escape')drop()},true);` +
    `w.addEventListener('pointerdown',function(e){var t=e.target;` +
    `if(t&&t.closest&&!t.closest('[${earlySuggestionsMark}],[${earlySearchMark}]'))drop()},true);` +
    // Typing and a list's choice: the last one of a run on the same field is what counts.
    `function note(k,t){var l=q[q.length-1];if(l&&l.target===t&&l.kind===k)l.value=t.value;` +
    `else q.push({kind:k,target:t,value:t.value})}` +
    `w.addEventListener('input',function(e){var t=e.target;` +
    `if(live()&&t&&(t.tagName==='TEXTAREA'||t.tagName==='INPUT'&&X.test(t.type))){note('input',t);` +
    `if(t.hasAttribute('${earlySearchMark}')&&!q.early&&!pressed())suggest(t)}},true);` +
    `w.addEventListener('change',function(e){var t=e.target;if(live()&&t&&t.tagName==='SELECT')note('change',t)},true);` +
    (personal
      ? `function mine(){try{var s=w.localStorage,k;for(var i=0;i<s.length;i++){k=s.key(i)||'';` +
        `if(k.indexOf('${personalMarkPrefix}')===0&&k!=='${personalMarkPrefix}${cartPersonalMark}')return 1}}` +
        `catch(x){}return 0}` +
        // A region left to the browser: React's comment on a boundary it gave up rendering on the server.
        `function left(){var t=d.createTreeWalker(d.body,128);while(t.nextNode())if(t.currentNode.data==='$!')return go()}` +
        `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',left);else left();`
      : `function mine(){if(('; '+d.cookie).indexOf('; ${signedInHintCookie}=1')>=0)return 1;` +
        `try{var s=w.localStorage;for(var i=0;i<s.length;i++)if((s.key(i)||'').indexOf('${personalMarkPrefix}')===0)return 1}` +
        `catch(x){}return 0}`) +
    // Fetched ahead, not run: each file into the HTTP cache (every one is immutable), in CORS mode as the start asks.
    // A few files per idle period, within a budget of the main thread's time, the rest in the next: each added link
    // costs the browser a few milliseconds on a phone's CPU, and the forty-odd files of a page added at once were one
    // task of 130–250 ms at ×4, after load, counted in the page's blocking time (ADR 0502).
    `function ahead(){var c=navigator.connection,e,s=performance.now();if(on||c&&(c.saveData||/2g/.test(c.effectiveType||'')))return;` +
    `while(ai<A.length){e=d.createElement('link');e.rel='prefetch';e.as='script';e.href=A[ai++];` +
    `e.crossOrigin='anonymous';d.head.appendChild(e);if(ai<A.length&&performance.now()-s>${aheadSliceMs}){idle();return}}}` +
    `function idle(){(w.requestIdleCallback||w.setTimeout)(ahead,{timeout:2000})}` +
    // A sign of use starts the app, unless it is the start of a press the page answers itself (an early add, a
    // disclosure, another page's control).
    // Nor while a page is brought in place (the box's focus may scroll it into view).
    // A focus counts when it lands on a control (a keyboard's Tab), not on a container a press focused on its way (the
    // main region, before a label's box).
    `function sign(e){var t=e&&e.target;if(pl)return;if(t&&t.closest&&!q.early){` +
    `if(e.type==='focusin'&&!t.matches('${pressable},select,textarea,[tabindex]:not([tabindex="-1"])'))return;` +
    `if(!q.length&&t.closest('[${earlyAddMark}],[${earlyDiscloseMark}],[${earlyHrefMark}]'))return;` +
    `if(!pressed()&&t.closest('[${earlySearchMark}]'))return}go()}` +
    // A press the starter answers itself is kept from React while the app starts: on a region it has not hydrated,
    // React would hydrate that region at once on the press's first event (a long task on a slow phone) only for the
    // starter to answer the click.
    `function keep(e){var t=e.target;if(on&&t&&t.closest&&(t=t.closest('${pressable}'))&&lone(t))e.stopPropagation()}` +
    `${JSON.stringify(pressStart)}.forEach(function(n){w.addEventListener(n,keep,{capture:true,passive:true})});` +
    `if(${atOnce ? '1' : 'mine()'})go();else{for(var i=0;i<T.length;i++)w.addEventListener(T[i],sign,{capture:true,passive:true});` +
    `if(A.length){if(d.readyState==='complete')idle();else w.addEventListener('load',idle)}` +
    // Another tab left something personal to show (a cart, a saved list): this one starts to show it too.
    `w.addEventListener('storage',function(e){if(!e.key||e.key.indexOf('${personalMarkPrefix}')===0)go()})}` +
    `})(window,document)`
  );
}
