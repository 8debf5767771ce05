import { createHash } from "node:crypto";
import { Html } from "./html.ts";

/**
 * The site's whole style sheet and script, inlined in each page (no extra request on a phone) and allowed by their
 * hashes in the Content-Security-Policy, which allows nothing else.
 */
export const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#4d4d4d;--line:#d0d0d0;--stripe:#f3f4f6;--link:#0b57d0;--up:#17692f;--down:#a4261d;--chip:#e8eefc}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#ececec;--muted:#b4b4b4;--line:#3a3d42;--stripe:#1e2125;--link:#93b8ff;--up:#5fd07f;--down:#ff8d84;--chip:#243049}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",sans-serif}
a{color:var(--link)}
a:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--link);outline-offset:2px}
header,main,footer{max-width:64rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;justify-content:space-between;padding-top:.75rem}
header nav{display:flex;gap:.75rem}
footer{color:var(--muted);font-size:.875rem;padding-bottom:2rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .25rem}
p{margin:.5rem 0}
.muted{color:var(--muted)}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:start;color:var(--muted);padding:.25rem 0;font-size:.875rem}
th,td{padding:.35rem .5rem;border-bottom:1px solid var(--line);text-align:start;vertical-align:top}
thead th{white-space:nowrap}
tbody tr:nth-child(even){background:var(--stripe)}
td.num,th.num{text-align:end}
td.name{overflow-wrap:anywhere;min-width:6rem}
.up{color:var(--up)}.down{color:var(--down)}
.seasons,.steps,.rounds{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:.5rem 0;list-style:none}
.chip,.button{display:inline-block;padding:.3rem .7rem;border:1px solid var(--line);border-radius:.4rem;background:var(--chip);color:var(--fg);text-decoration:none}
.button[aria-disabled=true]{opacity:.75}
a.chip,a.button{color:var(--link)}
[aria-current]{font-weight:bold}
figure{margin:.5rem 0}
figure img{display:block;max-width:100%;height:auto;border-radius:.4rem}
svg{max-width:100%;height:auto}
.chart-line{fill:none;stroke:var(--link);stroke-width:3}
.chart-axis{stroke:var(--line);stroke-width:1}
.chart-label{fill:var(--muted);font-size:13px}
.bracket{display:flex;flex-wrap:wrap;gap:1rem}
.bracket section{flex:1 1 12rem}
.bracket ol{list-style:none;padding:0;margin:0}
.bracket li{border:1px solid var(--line);border-radius:.4rem;padding:.4rem .6rem;margin:.4rem 0}
.winner{font-weight:bold}
.pods tbody tr:nth-child(even){background:none}
.pods tbody:nth-of-type(even){background:var(--stripe)}
.pods tbody+tbody{border-top:2px solid var(--line)}
details{margin:.25rem 0}
summary{cursor:pointer;overflow-wrap:anywhere}
ul.cards{columns:15rem;margin:.25rem 0 .75rem}
ol.log{padding-inline-start:1.25rem}
@media (max-width:30rem){body{font-size:15px}th,td{padding:.3rem .35rem}}
`;

/** Replay stepping from the keyboard: ←/→ for the step before and after, Home and End for the first and last. */
export const STEP_SCRIPT = `
document.addEventListener("keydown",function(e){
if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
var rel={ArrowLeft:"prev",ArrowRight:"next",Home:"first",End:"last"}[e.key];
var link=rel&&document.querySelector('a[data-step="'+rel+'"]');
if(link){e.preventDefault();location.assign(link.href);}
});
`;

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Nothing but the site's own images, its style sheet and its script; no framing, no forms elsewhere. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(STEP_SCRIPT)}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The elements that carry them, made here as plain text: the CSP hashes hold only while their content is exactly
 * these constants, which a formatter must not reflow (as it does inside html templates).
 */
export const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);
export const SCRIPT_ELEMENT = new Html(`<script>${STEP_SCRIPT}</script>`);
