import type { StoredMail } from "./store";

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1.5rem; }
  label { display: grid; gap: .25rem; font-weight: 600; }
  input { font: inherit; padding: .4rem .6rem; min-width: 18rem; }
  button, .reset { font: inherit; padding: .4rem .9rem; }
  article { border: 1px solid #8886; border-radius: .5rem; padding: 1rem; margin-bottom: 1.25rem; }
  article h2 { margin: 0 0 .25rem; font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .75rem; }
  dt { font-weight: 600; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #8886; border-radius: .25rem; background: #fff; }
  ul { padding-left: 1.25rem; word-break: break-all; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/** A byte count as people read it: 512 B, 3.4 kB, 1.2 MB. */
function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function renderAttachments(mail: StoredMail): string {
  if (!mail.attachments.length) return "";
  const items = mail.attachments.map((file, index) => {
    const href = `/mailbox/api/messages/${mail.id}/attachments/${index}`;
    return `<li><a href="${href}" download="${escape(file.filename)}">${escape(file.filename)}</a> (${escape(file.contentType.split(";")[0]!)}, ${formatSize(file.size)})</li>`;
  });
  return `<h3>Attachments</h3><ul>${items.join("")}</ul>`;
}

function renderMessage(mail: StoredMail): string {
  const links = mail.links.length
    ? `<h3>Links</h3><ul>${mail.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join("")}</ul>`
    : "";
  return `<article aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${escape(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escape(mail.to)}</dd>
    <dt>Received</dt><dd><time datetime="${escape(mail.created_at)}">${escape(mail.created_at)}</time></dd>
  </dl>
  ${links}
  ${renderAttachments(mail)}
  <iframe title="HTML body of: ${escape(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
    srcdoc="${escape(mail.html)}"></iframe>
  <details><summary>Plain-text version</summary><pre>${escape(mail.text)}</pre></details>
</article>`;
}

/** The mailbox page: every stored email, newest first, optionally only those to one address. */
export function renderMailboxPage(messages: StoredMail[], to: string | null): string {
  const heading = to ? `Emails to ${escape(to)}` : "All emails";
  const list = messages.length
    ? messages.map(renderMessage).join("\n")
    : `<p>No emails${to ? ` to ${escape(to)}` : ""} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Local mailbox</h1>
<p>Emails the local Supabase stack received: its own auth emails and anything sent to its SMTP server. Nothing here leaves this machine.</p></header>
<main>
<form method="get" action="/mailbox" role="search">
  <label for="to">Recipient address<input id="to" name="to" type="email" value="${escape(to ?? "")}" autocomplete="off"></label>
  <button type="submit">Filter</button>
  <a class="reset" href="/mailbox">Show all</a>
</form>
<section aria-label="${heading}" aria-live="polite">
<p>${messages.length} message${messages.length === 1 ? "" : "s"}</p>
${list}
</section>
</main>
</body>
</html>`;
}
