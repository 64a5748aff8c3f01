import { html } from "hono/html";
import { paths } from "../../domain/routes";

/** A small page of our own, answered outside the app (a link from a mail, before any sign-in). */
export const plainPage = (heading: string, body: string, action?: ReturnType<typeof html>) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} | Grind to Grace</title></head>
<body style="margin:0;background:#faf6f0;color:#2f2622;font-family:Georgia,serif"><main style="max-width:32rem;margin:0 auto;padding:4rem 1.5rem">
<p style="letter-spacing:.08em;text-transform:uppercase;color:#7a4431;font-size:.85rem">Grind to Grace</p>
<h1 style="font-weight:600">${heading}</h1><p style="line-height:1.6">${body}</p>${action ?? ""}
<p><a href="${paths.account}" style="color:#7a4431">Your account</a></p></main></body></html>`;

/** A form posting back to the page's own address, with one button: a link in a mail only ever shows a page. */
export const postButton = (label: string, hidden?: { name: string; value: string }) =>
  html`<form method="post">${hidden ? html`<input type="hidden" name="${hidden.name}" value="${hidden.value}">` : ""}
<button type="submit" style="font:inherit;font-weight:600;background:#7a4431;color:#fff;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer">${label}</button></form>`;
